'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { cx, recipe } from '@/lib/theme/cx';
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
import { CHANGE_EMAIL, CHANGE_PASSWORD, EDIT_MEMBER_INFO } from '@/lib/words/account';
import { RELOAD } from '@/lib/words/shell';

const HEADINGS = { info: '會員資料', edit: EDIT_MEMBER_INFO, password: CHANGE_PASSWORD } as const;

/** /member/info: the member's data (changePwStep "info"), edited in place, the password, the e-mail, two-factor sign-in and the devices logged in. */
export function MemberInfoView() {
  const dispatch = useAppDispatch();
  const step = useAppSelector((state) => state.member.changePwStep);
  // The member slice once it has the member; until then the answer the server page rendered with.
  const { data: answered, isError, refetch } = useGetMemberQuery();
  const info = useAppSelector((state) => state.member.info) ?? answered ?? null;
  const heading = useStepFocus<HTMLHeadingElement>(step);
  const show = (next: typeof step) => dispatch(changePwStepSet(next));
  // Each visit opens on the data, not on a form left open earlier.
  useEffect(() => {
    dispatch(changePwStepSet('info'));
  }, [dispatch]);

  if (!info) {
    return isError ? (
      <div className={cx('ui-stack-3', 'ui-narrow', 'mb-waiting')}>
        <FormAlert message="無法載入會員資料，請稍後再試。" />
        <Button variant="outline" onClick={() => refetch()} className={cx('ui-start')}>
          {RELOAD}
        </Button>
      </div>
    ) : (
      <p className={cx('mb-waiting', 'ui-muted')} role="status">
        正在載入會員資料…
      </p>
    );
  }

  return (
    <div className={cx('ui-stack-6', 'mb-view')}>
      <div className={cx('mb-card')}>
        <div className={cx('ui-wrap-3', 'ui-between', 'mb-card-head')}>
          <h2 className={recipe('heading', { size: 'lg' })} ref={heading} tabIndex={-1}>
            {HEADINGS[step]}
          </h2>
          {step === 'info' && (
            <div className={cx('ui-wrap-2')}>
              <Button variant="outline" tone="brand" onClick={() => show('edit')}>
                編輯資料
              </Button>
              <Button variant="outline" tone="brand" onClick={() => show('password')}>
                {CHANGE_PASSWORD}
              </Button>
            </div>
          )}
        </div>
        {step === 'info' && <MemberDetails info={info} />}
        {step === 'edit' && <MemberEditForm info={info} onDone={() => show('info')} />}
        {step === 'password' && <ChangePasswordForm onDone={() => show('info')} />}
      </div>
      <div className={cx('mb-card')}>
        <div className={cx('ui-wrap-3', 'ui-between')}>
          <div>
            <h2 className={cx(recipe('heading', { size: 'md' }), 'mb-card-title')}>電子郵件（登入帳號）</h2>
            <p data-testid="member-email">{info.email}</p>
          </div>
          <Button variant="outline" tone="brand" onClick={() => dispatch(editEmailModalSet(true))}>
            {CHANGE_EMAIL}
          </Button>
        </div>
      </div>
      <NoticePrefsSection />
      <TwoFactorSection enabled={info.twoFactorEnabled} />
      <DeviceSessions />
      <EmailChangeDialog currentEmail={info.email} />
    </div>
  );
}
