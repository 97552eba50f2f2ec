'use client';

import { STAFF_SETUP } from '@/lib/words/console';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useForm } from '@/components/forms/use-form';
import { zodResolver } from '@/components/forms/lazy-resolver';
import { Box, Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/types';
import { setupCompleteSchema } from '@/lib/schemas/staff-forms';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff/roles';
import { STAFF_PATH } from '@/lib/urls/staff.mjs';
import { placeApiError } from '../forms/api-error';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { RecoveryCodes } from '../member/recovery-codes';
import { PASSWORD, VERIFICATION_CODE } from '@/lib/words/people';

const formSchema = setupCompleteSchema.omit({ token: true });
type Values = z.input<typeof formSchema>;
type Setup = { email: string; name: string; role: StaffRole; secret: string; qrCode: string };

/**
 * /staff/setup#token: the one-time link of a new (or reset) staff account. The token comes from the
 * fragment, which no server or Referer sees, and goes in a request body; the page shows the QR code,
 * then takes the password and the first code, and shows the recovery codes once.
 */
export function SetupView() {
  const router = useRouter();
  const [token, setToken] = useState<string | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [problem, setProblem] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: { password: '', code: '' } });

  const opened = useRef(false);
  useEffect(() => {
    // Once: the link is read and the fragment dropped (a second run, as in development, would find none).
    if (opened.current) return;
    opened.current = true;
    const fromFragment = window.location.hash.slice(1);
    // The token leaves the address bar at once: not in the history, not on a screenshot.
    window.history.replaceState(null, '', window.location.pathname);
    void apiRequest({ call: 'POST /staff/setup/v1/open', body: { token: fromFragment } }).then((result) => {
      setToken(fromFragment);
      if (result.ok) setSetup(result.data);
      else setProblem(result.error.message);
    });
  }, []);

  const send = form.handleSubmit(async (values) => {
    setProblem('');
    const result = await apiRequest({ call: 'POST /staff/setup/v1', body: { token: token ?? '', ...values } });
    if (result.ok) {
      setCodes(result.data.recoveryCodes);
      return;
    }
    const message = placeApiError(result.error as ApiError, form.setError, ['password', 'code']);
    if (message) setProblem(message);
    form.resetField('code');
  });

  return (
    <Box maxW="xl" mx="auto" mt="8" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={{ base: '5', md: '8' }}>
      <Heading as="h1" size="xl" mb="4">
        {STAFF_SETUP}
      </Heading>
      <FormAlert message={problem} />
      {codes ? (
        <Stack gap="4">
          <Text>設定完成。</Text>
          <RecoveryCodes codes={codes} onSaved={() => router.push(STAFF_PATH)} />
        </Stack>
      ) : setup ? (
        <chakra.form onSubmit={send} noValidate aria-label="設定密碼與驗證器">
          <Stack gap="4">
            <Text>
              {setup.name}（{STAFF_ROLE_LABELS[setup.role]}，{setup.email}）：請設定密碼，並以驗證器 App 掃描 QR 碼後，輸入 App 上的 6
              位數驗證碼。
            </Text>
            <Box maxW="14rem" aria-label="驗證器 QR 碼" role="img" dangerouslySetInnerHTML={{ __html: setup.qrCode }} />
            <Text fontSize="sm" color="gray.700">
              無法掃描時，請手動輸入金鑰：<chakra.code>{setup.secret}</chakra.code>
            </Text>
            <PasswordField
              label={PASSWORD}
              required
              autoComplete="new-password"
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <TextField
              label={VERIFICATION_CODE}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              error={form.formState.errors.code?.message}
              {...form.register('code')}
            />
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              完成設定
            </Button>
          </Stack>
        </chakra.form>
      ) : (
        !problem && <Text role="status">正在確認設定連結…</Text>
      )}
    </Box>
  );
}
