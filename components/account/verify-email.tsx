'use client';

import { UUID_PATTERN } from '@/lib/validators/patterns';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import type { ApiError } from '@/lib/api/types';
import { useConfirmRegistrationMutation, useResendRegistrationCodeMutation } from '@/store/account-api';
import { useAppSelector } from '@/store/hooks';
import { CodeForm } from '../forms/code-form';
import { FormAlert } from '../forms/form-alert';
import { outcomeOf } from './outcome';
import { RegistrantPasswordForm } from './registrant-password-form';
import { loginPath } from '@/lib/urls/account.mjs';
import { RETURN_TO_PARAM } from '@/lib/urls/params.mjs';
import { isPreorderStepPath } from '@/lib/urls/preorder';
import { safeReturnPath } from '@/lib/urls/return-path';
import { GO_TO_SIGN_IN } from '@/lib/words/actions';

type State = { kind: 'link' } | { kind: 'done' } | { kind: 'code' } | { kind: 'failed'; error: ApiError } | { kind: 'bad-link' };

/**
 * /verifyemail: with ?tempUuid=&code= (the mailed link) it asks for the password set at registration,
 * then activates the account once and says so, or why not and what to do; with ?tempUuid= alone (a
 * login answered L00005) it asks for the code.
 */
export function VerifyEmail() {
  const params = useSearchParams();
  const tempUuid = params.get('tempUuid') ?? '';
  const code = params.get('code') ?? '';
  // Where the registration began (a pre-order step, its selection in the address): the login leads back there.
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));
  const login = loginPath({ returnTo });
  const registerMail = useAppSelector((state) => state.login.registerMail);
  const [state, setState] = useState<State>(() =>
    !UUID_PATTERN.test(tempUuid) || (code !== '' && !/^\d{6}$/.test(code))
      ? { kind: 'bad-link' }
      : code
        ? { kind: 'link' }
        : { kind: 'code' },
  );
  const [confirm] = useConfirmRegistrationMutation();
  const [resend] = useResendRegistrationCodeMutation();
  // The outcome takes the place of the form: focus it so it is read out.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'done') outcome.current?.focus();
  }, [state.kind]);

  // A wrong password stays on its field; any other refusal (a used or expired link) replaces the form.
  const confirmWithPassword = async (password: string) => {
    const error = outcomeOf(await confirm({ tempUuid, code, password }));
    if (error?.code === 'V00001') return error;
    setState(error ? { kind: 'failed', error } : { kind: 'done' });
    return null;
  };

  const resendCode = async () => outcomeOf(await resend(returnTo === '/' ? { tempUuid } : { tempUuid, returnTo }));

  if (state.kind === 'link') return <RegistrantPasswordForm confirm={confirmWithPassword} />;
  if (state.kind === 'done') {
    return (
      <div className={cx('ui-stack-4', 'ac-column', 'ac-outcome')} ref={outcome} tabIndex={-1}>
        <FormAlert status="success" message="電子郵件已驗證，您的帳號已啟用。" />
        <NextLink href={login} className={cx(buttonClasses({ tone: 'brand' }), 'ui-start')}>
          {isPreorderStepPath(returnTo) ? '登入後繼續預購' : GO_TO_SIGN_IN}
        </NextLink>
      </div>
    );
  }
  if (state.kind === 'bad-link') {
    return (
      <div className={cx('ui-stack-4', 'ac-column')}>
        <FormAlert message="這個驗證連結不完整。請直接點選信中的按鈕，或複製完整的連結。" />
        <p>也可以用註冊的電子郵件與密碼登入，系統會引導您重新取得驗證碼。</p>
        <NextLink href={loginPath()} className={cx(buttonClasses({ tone: 'brand' }), 'ui-start')}>
          {GO_TO_SIGN_IN}
        </NextLink>
      </div>
    );
  }
  return (
    <div className={cx('ui-stack-6', 'ac-column')}>
      {state.kind === 'failed' && (
        <div className={cx('ui-stack-3')}>
          <FormAlert message={state.error.message} />
          <p>若帳號已啟用，請直接登入。若驗證碼已過期，請按「重新寄送驗證碼」，再輸入新信中的驗證碼或點選新的連結。</p>
          <NextLink href={login} className={cx(buttonClasses({ variant: 'outline', tone: 'brand' }), 'ui-start')}>
            {GO_TO_SIGN_IN}
          </NextLink>
        </div>
      )}
      {state.kind === 'code' && <p>請輸入註冊時寄到您信箱的 6 位數驗證碼，完成帳號啟用。</p>}
      <CodeForm
        sentTo={state.kind === 'code' ? registerMail || undefined : undefined}
        cooldown={0}
        submitLabel="驗證"
        confirm={async (typed) => {
          const error = outcomeOf(await confirm({ tempUuid, code: typed }));
          if (!error) setState({ kind: 'done' });
          return error;
        }}
        resend={resendCode}
      />
    </div>
  );
}
