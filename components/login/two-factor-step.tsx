'use client';

import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { secondFactorCodeField } from '@/lib/schemas/two-factor';
import { z } from '@/lib/schemas/zh-errors';
import { useAppDispatch } from '@/store/hooks';
import { submitSecondFactor, type LoginResult } from '@/store/login-flow';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';

const schema = z.strictObject({ code: secondFactorCodeField });
type Values = z.input<typeof schema>;

/**
 * /login/0 after L00006: the authenticator's 6-digit code, or (「使用備用碼」) a recovery code. A wrong
 * code shows its message under the field; returnTo and goBackPreorder are the password step's.
 */
export function TwoFactorStep({
  challenge,
  onResult,
  onRestart,
}: {
  challenge: string;
  onResult(result: LoginResult): Promise<boolean>;
  onRestart(): void;
}) {
  const dispatch = useAppDispatch();
  const [recovery, setRecovery] = useState(false);
  const { form, failure, submitWith } = useApiForm<Values>(schema, { code: '' }, ['code']);
  const {
    register,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submitWith(async (values) => {
    const result = await dispatch(submitSecondFactor(challenge, values.code));
    if (result.next !== 'error') {
      await onResult(result);
      return null;
    }
    if (result.error.code === 'C00001') {
      setError('code', { type: 'server', message: result.error.message }, { shouldFocus: true });
      setValue('code', '');
      return null;
    }
    return result.error;
  });

  const label = recovery ? '備用碼' : '驗證碼';
  return (
    <form onSubmit={onSubmit} noValidate aria-label="兩步驟驗證">
      <Stack gap="5" maxW="md">
        <Heading as="h2" size="md">
          兩步驟驗證
        </Heading>
        <Text color="gray.700">
          {recovery
            ? '請輸入一組尚未使用過的備用碼（例如 abcd-efgh），每組只能使用一次。'
            : '請開啟驗證器 App，輸入畫面上目前的 6 位數驗證碼。'}
        </Text>
        <FormAlert message={failure} />
        <TextField
          key={label}
          label={label}
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 9 : 6}
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="驗證中…">
          驗證並登入
        </Button>
        {/* Pressing it leaves the focus in the field: a blur would show the empty field's error and move the button from under the pointer. */}
        <Button
          variant="plain"
          color="brand.700"
          textDecoration="underline"
          alignSelf="flex-start"
          px="0"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setRecovery((value) => !value)}
        >
          {recovery ? '改用驗證器 App 的驗證碼' : '使用備用碼'}
        </Button>
        <Button variant="plain" color="brand.700" textDecoration="underline" alignSelf="flex-start" px="0" onClick={onRestart}>
          重新輸入帳號密碼
        </Button>
      </Stack>
    </form>
  );
}
