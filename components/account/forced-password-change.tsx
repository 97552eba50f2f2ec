'use client';

import { RETURN_TO_PARAM } from '@/lib/urls/params.mjs';
import { isSessionEnded } from '@/lib/api/codes';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { safeReturnPath } from '@/lib/urls/return-path';
import { carryToast } from '@/lib/site/toasts';
import { useResetPasswordMutation } from '@/store/account-api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { afterLoginPath, submitLogin } from '@/store/login-flow';
import { loginCleared, tokenCleared } from '@/store/slices/login-slice';
import { useRehydrated } from '@/store/use-rehydrated';
import { untilLeaving } from '../forms/until-leaving';
import { NewPasswordForm } from './new-password-form';
import { outcomeOf } from './outcome';
import { loginPath } from '@/lib/urls/account.mjs';
import { MEMBER_INFO_PATH } from '@/lib/urls/member.mjs';
import { GO_TO_SIGN_IN } from '@/lib/words/actions';
import { CHECKING_SIGN_IN } from '@/lib/words/account';
import { MEMBER_INFO_TITLES } from '@/lib/site/member-info-title';

/**
 * /login/changePw: the member logged in with L00004 and must choose a new password; the stored token
 * serves only this call. Then the member is logged in with the new password.
 */
export function ForcedPasswordChange() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const returnTo = safeReturnPath(useSearchParams().get(RETURN_TO_PARAM));
  const ready = useRehydrated();
  const { cvWebToken, isWebValid, account } = useAppSelector((state) => state.login);
  const [reset] = useResetPasswordMutation();
  // Set once the password is changed: the cleared token must not show "please log in" on the way out.
  const [leaving, setLeaving] = useState(false);

  if (leaving) return <p role="status">密碼已變更，正在為您登入…</p>;
  if (!ready) return <p className={cx('ui-muted')}>{CHECKING_SIGN_IN}</p>;
  if (!cvWebToken || isWebValid === 'true') {
    return (
      <div className={cx('ui-stack-4', 'ui-narrow')}>
        <p>{isWebValid === 'true' ? '您已登入。若要變更密碼，請至個人基本資料。' : '請先登入。'}</p>
        <NextLink
          href={isWebValid === 'true' ? MEMBER_INFO_PATH : loginPath()}
          className={cx(buttonClasses({ tone: 'brand' }), 'ui-start')}
        >
          {isWebValid === 'true' ? MEMBER_INFO_TITLES.individual : GO_TO_SIGN_IN}
        </NextLink>
      </div>
    );
  }

  const save = async (newPassword: string) => {
    const error = outcomeOf(await reset({ newPassword }));
    if (error && isSessionEnded(error.code)) {
      dispatch(loginCleared());
      carryToast('變更密碼的期限已過，請重新登入。');
      router.replace(loginPath());
      return untilLeaving();
    }
    if (error) return error;
    setLeaving(true);
    dispatch(tokenCleared());
    const login = account ? await dispatch(submitLogin(account, newPassword)) : null;
    if (login?.next === 'member') {
      carryToast('密碼已變更，歡迎回來', 'success');
      router.replace(dispatch(afterLoginPath(returnTo)));
    } else {
      carryToast('密碼已變更，請以新密碼登入', 'success');
      router.replace(loginPath());
    }
    return untilLeaving();
  };

  return <NewPasswordForm save={save} submitLabel="變更密碼並登入" />;
}
