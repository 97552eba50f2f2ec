'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cx, recipe } from '@/lib/theme/cx';
import { forgetPasswordPath, loginPath } from '@/lib/urls/account.mjs';
import { carryToast } from '@/lib/site/toasts';
import {
  useCheckForgetCodeMutation,
  useResendForgetCodeMutation,
  useResetPasswordMutation,
  useStartForgetMutation,
} from '@/store/account-api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { forgetCodeAccepted, forgetFinished, forgetStarted } from '@/store/slices/login-slice';
import { CodeForm } from '../forms/code-form';
import { untilLeaving } from '../forms/until-leaving';
import { EmailForm } from './email-form';
import { NewPasswordForm } from './new-password-form';
import { outcomeOf } from './outcome';
import { StepList } from './step-list';
import { EMAIL, VERIFICATION_CODE } from '@/lib/words/people';
import { FORGOT_PASSWORD, NEW_PASSWORD, SEND_CODE } from '@/lib/words/account';

const STEPS = [EMAIL, VERIFICATION_CODE, NEW_PASSWORD] as const;

/**
 * /login/forget-{1,2,3}: the address, the mailed code, the new password twice. The answer to step 1
 * is the same for a known and an unknown address; the steps' state lives in the store, not the URL.
 */
export function ForgetFlow({ step }: { step: 1 | 2 | 3 }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { account, tempUuid, resetToken } = useAppSelector((state) => state.login);
  const [start] = useStartForgetMutation();
  const [check] = useCheckForgetCodeMutation();
  const [resend] = useResendForgetCodeMutation();
  const [reset] = useResetPasswordMutation();
  // Set once the last step is done, so the cleared state does not show "start over" on the way out.
  const [leaving, setLeaving] = useState(false);
  const missing = !leaving && ((step === 2 && !tempUuid) || (step === 3 && !resetToken));
  // Each step is its own page with the same title: focus its heading so the step change is heard.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step > 1) heading.current?.focus();
  }, [step]);

  const send = async (email: string) => {
    const result = await start({ email });
    if ('error' in result) return outcomeOf(result);
    dispatch(forgetStarted({ tempUuid: result.data.tempUuid, account: email }));
    router.push(forgetPasswordPath(2));
    return untilLeaving();
  };
  const confirm = async (code: string) => {
    const result = await check({ tempUuid, code });
    if ('error' in result) return outcomeOf(result);
    dispatch(forgetCodeAccepted(result.data.resetToken));
    router.push(forgetPasswordPath(3));
    return untilLeaving();
  };
  const save = async (newPassword: string) => {
    const error = outcomeOf(await reset({ resetToken, newPassword }));
    if (error) return error;
    setLeaving(true);
    dispatch(forgetFinished());
    carryToast('密碼已重設，請以新密碼登入', 'success');
    router.replace(loginPath());
    return untilLeaving();
  };

  return (
    <>
      <StepList steps={STEPS} current={step - 1} label="忘記密碼步驟" />
      <h2 className={cx(recipe('heading', { size: 'lg' }), 'ac-step-heading')} ref={heading} tabIndex={-1}>
        {`步驟 ${step}：${STEPS[step - 1]}`}
      </h2>
      {missing ? (
        <div className={cx('ui-stack-4', 'ui-narrow')}>
          <p role="status">這個步驟需要先完成前一步（重新整理頁面後需要重新開始）。</p>
          <NextLink href={forgetPasswordPath(1)} className={cx(buttonClasses({ tone: 'brand' }), 'ui-start')}>
            重新開始
          </NextLink>
        </div>
      ) : step === 1 ? (
        <EmailForm title={FORGOT_PASSWORD} label="註冊的電子郵件" defaultEmail={account} submitLabel={SEND_CODE} send={send} />
      ) : step === 2 ? (
        <CodeForm confirm={confirm} resend={async () => outcomeOf(await resend({ tempUuid }))} />
      ) : (
        <NewPasswordForm save={save} />
      )}
    </>
  );
}
