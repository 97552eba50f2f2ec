'use client';

import type { z } from 'zod';
import { cx } from '@/lib/theme/cx';
import type { endSessionsSchema } from '@/lib/schemas/two-factor';
import { DialogActions } from '../forms/dialog-actions';
import { FormAlert } from '../forms/form-alert';
import { ModalDialog } from '../forms/modal-dialog';
import { PasswordField } from '../forms/password-field';
import { useApiForm } from '../forms/use-api-form';
import type { ApiError } from '@/lib/api/types';
import { CURRENT_PASSWORD } from '@/lib/words/people';

import { SIGN_OUT_OTHER_DEVICES, SIGN_OUT_THIS_DEVICE } from '@/lib/words/account';
import { SIGNING_OUT } from '@/lib/words/shell';

/** What the dialog ends: one device (named) or every other one. */
export type EndTarget = { kind: 'one'; sessionUuid: string; device: string } | { kind: 'others' };

interface Props {
  target: EndTarget | null;
  onClose(): void;
  /** Ends the target with the password: null when done, else the API's error (shown on the field or above it). */
  end(target: EndTarget, password: string): Promise<ApiError | null>;
  returnFocusTo?: () => HTMLElement | null;
}

/** 登出此裝置 / 登出其他所有裝置: the password again before any session ends (ASVS 7.5.2). */
export function EndSessionsDialog({ target, onClose, end, returnFocusTo }: Props) {
  const title = target?.kind === 'others' ? SIGN_OUT_OTHER_DEVICES : SIGN_OUT_THIS_DEVICE;
  return (
    <ModalDialog open={target !== null} onClose={onClose} title={title} returnFocusTo={returnFocusTo}>
      {target && (
        <PasswordForm
          key={target.kind === 'one' ? target.sessionUuid : 'others'}
          target={target}
          title={title}
          end={end}
          onCancel={onClose}
        />
      )}
    </ModalDialog>
  );
}

function PasswordForm({ target, title, end, onCancel }: { target: EndTarget; title: string; end: Props['end']; onCancel(): void }) {
  const { form, failure, submitWith } = useApiForm<z.input<typeof endSessionsSchema>>(
    () => import('@/lib/schemas/two-factor').then((m) => m.endSessionsSchema),
    { password: '' },
    ['password'],
  );
  const onSubmit = submitWith((values) => end(target, values.password));
  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={`${title}：確認密碼`}>
      <div className={cx('ui-stack-4')}>
        <p className={cx('ui-muted')}>
          {target.kind === 'one' ? `要登出「${target.device}」嗎？` : '要登出目前這台以外的所有裝置嗎？'}
          為確認是您本人，請輸入目前的密碼。
        </p>
        <FormAlert message={failure} />
        <PasswordField
          label={CURRENT_PASSWORD}
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <DialogActions submit={title} busy={isSubmitting} onCancel={onCancel} loadingText={SIGNING_OUT} />
      </div>
    </form>
  );
}
