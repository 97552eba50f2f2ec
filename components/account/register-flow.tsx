'use client';

import { RETURN_TO_PARAM } from '@/lib/urls/params.mjs';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cx, recipe } from '@/lib/theme/cx';
import { safeReturnPath } from '@/lib/urls/return-path';
import { useConfirmRegistrationMutation, useResendRegistrationCodeMutation } from '@/store/account-api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { afterLoginPath, submitLogin } from '@/store/login-flow';
import { registerStepSet, verificationStarted } from '@/store/slices/login-slice';
import { CodeForm } from '../forms/code-form';
import { outcomeOf } from './outcome';
import { RegisterForm, type Registered } from './register-form';
import { StepList } from './step-list';
import { useStepFocus } from './use-step-focus';
import { loginPath } from '@/lib/urls/account.mjs';
import { MEMBER_INFO_PATH } from '@/lib/urls/member.mjs';
import { HOME_PATH, VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { GO_TO_SIGN_IN } from '@/lib/words/actions';
import { MEMBER_INFO_TITLES } from '@/lib/site/member-info-title';

const STEPS = ['填寫資料', '驗證電子郵件', '完成'] as const;

/** Registration in steps (registerStep): the form, the mailed code, then done and logged in. */
export function RegisterFlow({ memberType }: { memberType: 'individual' | 'enterprise' }) {
  const dispatch = useAppDispatch();
  const step = useAppSelector((state) => state.login.registerStep);
  const { tempUuid, registerMail } = useAppSelector((state) => state.login);
  const loggedIn = useAppSelector((state) => state.login.isWebValid === 'true');
  const requested = safeReturnPath(useSearchParams().get(RETURN_TO_PARAM));
  const [returnTo, setReturnTo] = useState(requested);
  // Kept only in memory, to log the new member in once the code is confirmed.
  const password = useRef('');
  const heading = useStepFocus<HTMLHeadingElement>(step);
  const [confirm] = useConfirmRegistrationMutation();
  const [resend] = useResendRegistrationCodeMutation();

  // A new visit starts with the form; coming back (Back, then Forward) to a code still awaited resumes it.
  useEffect(() => {
    if (step !== 1 || !tempUuid) dispatch(registerStepSet(0));
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const onRegistered = (result: Registered) => {
    password.current = result.password;
    dispatch(verificationStarted({ tempUuid: result.tempUuid, registerMail: result.registerMail }));
    dispatch(registerStepSet(1));
  };

  const onConfirm = async (code: string) => {
    const error = outcomeOf(await confirm({ tempUuid, code }));
    if (error) return error;
    const login = password.current ? await dispatch(submitLogin(registerMail, password.current)) : null;
    if (login?.next === 'member') setReturnTo(dispatch(afterLoginPath(requested)));
    password.current = '';
    dispatch(registerStepSet(2));
    return null;
  };

  return (
    <section aria-labelledby="register-step">
      <StepList steps={STEPS} current={step} label="註冊步驟" />
      <h2 className={cx(recipe('heading', { size: 'lg' }), 'ac-step-heading')} id="register-step" ref={heading} tabIndex={-1}>
        {STEPS[step]}
      </h2>
      {step === 0 && <RegisterForm memberType={memberType} returnTo={requested} onRegistered={onRegistered} />}
      {step === 1 && (
        <CodeForm
          sentTo={registerMail}
          submitLabel="驗證並完成註冊"
          confirm={onConfirm}
          resend={async () => outcomeOf(await resend(requested === HOME_PATH ? { tempUuid } : { tempUuid, returnTo: requested }))}
        />
      )}
      {step === 2 && (
        <div className={cx('ui-stack-4', 'ac-column')}>
          <p>{loggedIn ? '註冊完成，歡迎加入！您已登入，可以開始選車或查看會員資料。' : '註冊完成，歡迎加入！請以剛才設定的密碼登入。'}</p>
          <div className={cx('ui-wrap-3')}>
            {loggedIn ? (
              <>
                <NextLink href={returnTo === HOME_PATH ? VEHICLE_OWNER_PATH : returnTo} className={buttonClasses({ tone: 'brand' })}>
                  {returnTo === HOME_PATH ? '開始選車' : '繼續'}
                </NextLink>
                <NextLink href={MEMBER_INFO_PATH} className={buttonClasses({ variant: 'outline', tone: 'brand' })}>
                  {MEMBER_INFO_TITLES.individual}
                </NextLink>
              </>
            ) : (
              <NextLink href={loginPath()} className={buttonClasses({ tone: 'brand' })}>
                {GO_TO_SIGN_IN}
              </NextLink>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
