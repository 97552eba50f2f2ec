'use client';

import { Stack, Text } from '@chakra-ui/react';
import { showToast } from '@/lib/toasts';
import { useConfirmEmailMutation, useSendEmailCodeMutation } from '@/store/account-api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { editEmailModalSet, editMailSet } from '@/store/slices/member-slice';
import { CodeForm } from '../forms/code-form';
import { ModalDialog } from '../forms/modal-dialog';
import { EmailForm } from '../account/email-form';
import { outcomeOf } from '../account/outcome';

/** 變更電子郵件 (editEmailModal): the new address, the code mailed there, then the address is changed. */
export function EmailChangeDialog({ currentEmail }: { currentEmail: string }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.member.editEmailModal);
  const editMail = useAppSelector((state) => state.member.editMail);
  const [send] = useSendEmailCodeMutation();
  const [confirm] = useConfirmEmailMutation();
  const close = () => {
    dispatch(editEmailModalSet(false));
    dispatch(editMailSet(''));
  };

  const sendTo = async (email: string) => {
    const error = outcomeOf(await send({ email }));
    if (!error) dispatch(editMailSet(email));
    return error;
  };
  const confirmCode = async (code: string) => {
    const error = outcomeOf(await confirm({ email: editMail, code }));
    if (!error) {
      showToast('電子郵件已變更，下次登入請使用新的電子郵件', 'success');
      close();
    }
    return error;
  };

  return (
    <ModalDialog open={open} onClose={close} title="變更電子郵件">
      <Stack gap="4">
        <Text color="gray.700">目前的電子郵件：{currentEmail}。新的電子郵件也是您的登入帳號；完成後，舊信箱會收到通知。</Text>
        {editMail ? (
          <CodeForm focusOnMount sentTo={editMail} submitLabel="確認變更" confirm={confirmCode} resend={() => sendTo(editMail)} />
        ) : (
          <EmailForm title="變更電子郵件" label="新的電子郵件" submitLabel="寄送驗證碼" send={sendTo} />
        )}
      </Stack>
    </ModalDialog>
  );
}
