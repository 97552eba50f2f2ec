'use client';

import { RETURN_TO_PARAM } from '@/lib/urls/params.mjs';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import { changePasswordPath, forgetPasswordPath, registerPath, verifyEmailPath } from '@/lib/urls/account.mjs';
import { safeReturnPath } from '@/lib/urls/return-path';
import type { loginSchema } from '@/lib/schemas/member';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { afterLoginPath, submitLogin, type LoginResult } from '@/store/login-flow';
import { placeApiError } from '../forms/api-error';
import { FormAlert } from '../forms/form-alert';
import { lazyZodResolver } from '../forms/lazy-resolver';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { untilLeaving } from '../forms/until-leaving';
import { useForm } from '../forms/use-form';
import { TwoFactorStep } from './two-factor-step';
import { EMAIL, PASSWORD } from '@/lib/words/people';

import { MEMBER_SIGN_IN, REGISTER_COMPANY, REGISTER_PERSON } from '@/lib/words/account';
import { SIGN_IN } from '@/lib/words/shell';

type LoginValues = z.input<typeof loginSchema>;
const loginResolver = lazyZodResolver<LoginValues>(() => import('@/lib/schemas/member').then((m) => m.loginSchema));

/**
 * /login/0: e-mail and password; L00002 and L00003 show the API's message and clear the password;
 * L00006 turns the form into the step that asks for the authenticator's code.
 */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const returnTo = safeReturnPath(useSearchParams().get(RETURN_TO_PARAM));
  const account = useAppSelector((state) => state.login.account);
  const [failure, setFailure] = useState('');
  const [challenge, setChallenge] = useState('');
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { account, password: '' } });

  /** Where a login goes next; false when it stays on this page. */
  const proceed = async (result: LoginResult): Promise<boolean> => {
    if (result.next === 'member') {
      showToast('登入成功', 'success');
      router.replace(dispatch(afterLoginPath(returnTo)));
      await untilLeaving();
    } else if (result.next === 'change-password') {
      router.push(changePasswordPath({ returnTo }));
      await untilLeaving();
    } else if (result.next === 'verify-email') {
      router.push(verifyEmailPath({ tempUuid: result.tempUuid }));
      await untilLeaving();
    } else {
      return false;
    }
    return true;
  };

  const send = handleSubmit(async (values) => {
    const result = await dispatch(submitLogin(values.account.trim().toLowerCase(), values.password));
    if (result.next === 'two-factor') {
      setChallenge(result.challenge);
      return;
    }
    if (result.next !== 'error') {
      await proceed(result);
      return;
    }
    const message = placeApiError(result.error, setError, ['account', 'password']);
    if (!message) return;
    setFailure(message);
    resetField('password');
    setFocus('password');
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onResult={proceed}
        onRestart={() => {
          setChallenge('');
          resetField('password');
        }}
      />
    );
  }

  return (
    <form
      method="post"
      onSubmit={(event) => {
        // Every new attempt starts clean: the last answer's message goes even when the fields do not pass.
        setFailure('');
        return send(event);
      }}
      noValidate
      aria-label={MEMBER_SIGN_IN}
    >
      <div className={cx('ui-stack-5', 'ui-narrow')}>
        <FormAlert message={failure} />
        <TextField
          label={EMAIL}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.account?.message}
          {...register('account')}
        />
        <PasswordField
          label={PASSWORD}
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" tone="brand" loading={isSubmitting} loadingText="登入中…">
          {SIGN_IN}
        </Button>
        <NextLink href={forgetPasswordPath(1)} className={cx('ui-text-link', 'ui-start')}>
          忘記密碼？
        </NextLink>
        <p>
          還沒有帳號？
          <NextLink href={registerPath('individual', { returnTo })} className={cx('ui-text-link', 'ui-inline-gap')}>
            {REGISTER_PERSON}
          </NextLink>
          或
          <NextLink href={registerPath('enterprise', { returnTo })} className={cx('ui-text-link', 'ui-inline-gap')}>
            {REGISTER_COMPANY}
          </NextLink>
        </p>
      </div>
    </form>
  );
}
