'use client';

import { useState } from 'react';
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { showToast } from '@/lib/toasts';
import type { TwoFactorEnrolment } from '@/store/security-api';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorConfirmForm } from './two-factor-confirm-form';
import { TwoFactorEnrolForm } from './two-factor-enrol-form';

type Step = 'idle' | 'enrol' | 'disable' | 'regenerate' | 'codes';

/**
 * 兩步驟驗證 on /member/info. Off: 「啟用」 asks the password, shows the QR code and the secret, takes a
 * first code and then shows the ten recovery codes once. On: 「停用」 and 「重新產生備用碼」 (password and code).
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const showCodes = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    setStep('codes');
  };
  const close = () => {
    setStep('idle');
    setCodes([]);
    setEnrolment(null);
  };

  return (
    <Box
      as="section"
      aria-labelledby="two-factor-heading"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      bg="white"
    >
      <HStack justify="space-between" flexWrap="wrap" gap="3" mb="2">
        <Heading as="h2" size="md" id="two-factor-heading">
          兩步驟驗證
        </Heading>
        {step === 'idle' &&
          (enabled ? (
            <HStack gap="2" flexWrap="wrap">
              <Button variant="outline" colorPalette="brand" onClick={() => setStep('regenerate')}>
                重新產生備用碼
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setStep('disable')}>
                停用
              </Button>
            </HStack>
          ) : (
            <Button colorPalette="brand" onClick={() => setStep('enrol')}>
              啟用
            </Button>
          ))}
      </HStack>
      <Text color="gray.700" mb="4" data-testid="two-factor-status">
        {enabled
          ? '已啟用：登入時除了密碼，還需輸入驗證器 App 上的驗證碼。'
          : '尚未啟用。啟用後，登入時除了密碼，還需輸入驗證器 App（如 Google Authenticator）上的驗證碼。'}
      </Text>
      {step === 'enrol' && <TwoFactorEnrolForm enrolment={enrolment} onEnrolment={setEnrolment} onEnabled={showCodes} onCancel={close} />}
      {step === 'disable' && (
        <TwoFactorConfirmForm
          action="disable"
          onDone={(_, endedOthers) => {
            showToast(endedOthers ? '兩步驟驗證已停用，其他裝置已全部登出' : '兩步驟驗證已停用', 'success');
            close();
          }}
          onCancel={close}
        />
      )}
      {step === 'regenerate' && <TwoFactorConfirmForm action="regenerate" onDone={showCodes} onCancel={close} />}
      {step === 'codes' && <RecoveryCodes codes={codes} onSaved={close} />}
    </Box>
  );
}
