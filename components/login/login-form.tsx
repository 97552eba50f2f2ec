'use client';

import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Field, HStack, Input, Link, Stack } from '@chakra-ui/react';
import type { z } from 'zod';
import { showToast } from '@/lib/toasts';
import { forgetPasswordPath } from '@/lib/paths';
import { safeReturnPath } from '@/lib/return-path';
import { loginSchema } from '@/lib/schemas/member';
import { NETWORK_ERROR_CODE } from '@/lib/api-types';
import { useAppDispatch } from '@/store/hooks';
import { submitLogin } from '@/store/login-flow';

type LoginValues = z.input<typeof loginSchema>;

/** /login/0: e-mail and password; L00002 and L00003 show the API's message and clear the password. */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const returnTo = safeReturnPath(useSearchParams().get('returnTo'));
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), mode: 'onTouched', defaultValues: { account: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    const result = await dispatch(submitLogin(values.account.trim().toLowerCase(), values.password));
    if (result.next === 'member') {
      showToast('登入成功', 'success');
      router.replace(returnTo);
    } else if (result.next === 'change-password') {
      router.push('/login/changePw');
    } else if (result.next === 'verify-email') {
      router.push(`/verifyemail?tempUuid=${result.tempUuid}`);
    } else if (result.error.code === NETWORK_ERROR_CODE) {
      showToast(result.error.message, 'error');
    } else {
      setFailure(result.error.message);
      resetField('password');
      setFocus('password');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="會員登入" className="sh-page">
      <Stack gap="5" maxW="md">
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.account)} required>
          <Field.Label>電子郵件</Field.Label>
          <Input type="email" autoComplete="email" inputMode="email" {...register('account')} />
          <Field.ErrorText>{errors.account?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>密碼</Field.Label>
          <HStack w="full">
            <Input type={shown ? 'text' : 'password'} autoComplete="current-password" {...register('password')} />
            <Button variant="outline" onClick={() => setShown((value) => !value)} aria-pressed={shown}>
              {shown ? '隱藏密碼' : '顯示密碼'}
            </Button>
          </HStack>
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="登入中…">
          登入
        </Button>
        <Link asChild color="brand.700" textDecoration="underline" alignSelf="flex-start">
          <NextLink href={forgetPasswordPath(1)}>忘記密碼？</NextLink>
        </Link>
      </Stack>
    </form>
  );
}
