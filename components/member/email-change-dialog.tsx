'use client';

import { useRef } from 'react';
import { cx } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import { useConfirmEmailMutation, useSendEmailCodeMutation } from '@/store/account-api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { editEmailModalSet, editMailSet } from '@/store/slices/member-slice';
import { CodeForm } from '../forms/code-form';
import { ModalDialog } from '../forms/modal-dialog';
import { outcomeOf } from '../account/outcome';
import { EmailChangeForm } from './email-change-form';
import { CHANGE_EMAIL } from '@/lib/words/account';
import { CONFIRM_CHANGE } from '@/lib/words/actions';

/**
 * 變更電子郵件 (editEmailModal): the new address with the current password, the code mailed there, then
 * the address is changed and the other sessions end.
 */
export function EmailChangeDialog({ currentEmail }: { currentEmail: string }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.member.editEmailModal);
  const editMail = useAppSelector((state) => state.member.editMail);
  const [send] = useSendEmailCodeMutation();
  const [confirm] = useConfirmEmailMutation();
  // Kept only while the dialog is open, for 重新寄送; never in the store.
  const password = useRef('');
  const close = () => {
    password.current = '';
    dispatch(editEmailModalSet(false));
    dispatch(editMailSet(''));
  };

  const sendTo = async (values: { email: string; password: string }) => {
    const error = outcomeOf(await send(values));
    if (!error) {
      password.current = values.password;
      dispatch(editMailSet(values.email));
    }
    return error;
  };
  const confirmCode = async (code: string) => {
    const error = outcomeOf(await confirm({ email: editMail, code }));
    if (!error) {
      showToast('電子郵件已變更，其他裝置上的登入已全部登出；下次登入請使用新的電子郵件', 'success');
      close();
    }
    return error;
  };

  return (
    <ModalDialog open={open} onClose={close} title={CHANGE_EMAIL}>
      <div className={cx('ui-stack-4')}>
        <p className={cx('ui-muted')}>
          目前的電子郵件：{currentEmail}。新的電子郵件也是您的登入帳號；完成後，其他裝置上的登入會登出，舊信箱會收到通知與改回的連結。
        </p>
        {editMail ? (
          <CodeForm
            focusOnMount
            sentTo={editMail}
            submitLabel={CONFIRM_CHANGE}
            confirm={confirmCode}
            resend={() => sendTo({ email: editMail, password: password.current })}
          />
        ) : (
          <EmailChangeForm send={sendTo} />
        )}
      </div>
    </ModalDialog>
  );
}
