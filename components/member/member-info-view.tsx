'use client';

import { useEffect } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useGetMemberQuery } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { changePwStepSet, editEmailModalSet } from '@/store/slices/member-slice';
import { useStepFocus } from '../account/use-step-focus';
import { FormAlert } from '../forms/form-alert';
import { ChangePasswordForm } from './change-password-form';
import { DeviceSessions } from './device-sessions';
import { EmailChangeDialog } from './email-change-dialog';
import { MemberDetails } from './member-details';
import { MemberEditForm } from './member-edit-form';
import { NoticePrefsSection } from './notice-prefs-section';
import { TwoFactorSection } from './two-factor-section';

const HEADINGS = { info: '會員資料', edit: '編輯會員資料', password: '變更密碼' } as const;

/** /member/info: the member's data (changePwStep "info"), edited in place, the password, the e-mail, two-factor sign-in and the devices logged in. */
export function MemberInfoView() {
  const dispatch = useAppDispatch();
  const step = useAppSelector((state) => state.member.changePwStep);
  const info = useAppSelector((state) => state.member.info);
  const { isError, refetch } = useGetMemberQuery();
  const heading = useStepFocus<HTMLHeadingElement>(step);
  const show = (next: typeof step) => dispatch(changePwStepSet(next));
  // Each visit opens on the data, not on a form left open earlier.
  useEffect(() => {
    dispatch(changePwStepSet('info'));
  }, [dispatch]);

  if (!info) {
    return isError ? (
      <Stack gap="3" mt="6" maxW="md">
        <FormAlert message="無法載入會員資料，請稍後再試。" />
        <Button variant="outline" onClick={() => refetch()} alignSelf="flex-start">
          重新載入
        </Button>
      </Stack>
    ) : (
      <Text mt="6" color="gray.700" role="status">
        正在載入會員資料…
      </Text>
    );
  }

  return (
    <Stack gap="6" mt="8" maxW="3xl">
      <Box borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={{ base: '4', md: '6' }} bg="white">
        <HStack justify="space-between" flexWrap="wrap" gap="3" mb="4">
          <Heading as="h2" size="lg" ref={heading} tabIndex={-1}>
            {HEADINGS[step]}
          </Heading>
          {step === 'info' && (
            <HStack gap="2" flexWrap="wrap">
              <Button variant="outline" colorPalette="brand" onClick={() => show('edit')}>
                編輯資料
              </Button>
              <Button variant="outline" colorPalette="brand" onClick={() => show('password')}>
                變更密碼
              </Button>
            </HStack>
          )}
        </HStack>
        {step === 'info' && <MemberDetails info={info} />}
        {step === 'edit' && <MemberEditForm info={info} onDone={() => show('info')} />}
        {step === 'password' && <ChangePasswordForm onDone={() => show('info')} />}
      </Box>
      <Box borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={{ base: '4', md: '6' }} bg="white">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Box>
            <Heading as="h2" size="md" mb="1">
              電子郵件（登入帳號）
            </Heading>
            <Text data-testid="member-email">{info.email}</Text>
          </Box>
          <Button variant="outline" colorPalette="brand" onClick={() => dispatch(editEmailModalSet(true))}>
            變更電子郵件
          </Button>
        </HStack>
      </Box>
      <NoticePrefsSection />
      <TwoFactorSection enabled={info.twoFactorEnabled} />
      <DeviceSessions />
      <EmailChangeDialog currentEmail={info.email} />
    </Stack>
  );
}
