'use client';

import type { z } from 'zod';
import { cx } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import type { twoFactorEnableSchema, twoFactorSetupSchema } from '@/lib/schemas/two-factor';
import { useEnableTwoFactorMutation, useSetUpTwoFactorMutation, type TwoFactorEnrolment } from '@/store/security-api';
import { DialogActions } from '../forms/dialog-actions';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { outcomeOf } from '../account/outcome';
import { EndOtherSessionsField } from './end-other-sessions-field';
import { CURRENT_PASSWORD, VERIFICATION_CODE } from '@/lib/words/people';
import { OTHER_DEVICES_SIGNED_OUT } from '@/lib/words/account';

interface Props {
  enrolment: TwoFactorEnrolment | null;
  onEnrolment(enrolment: TwoFactorEnrolment): void;
  onEnabled(recoveryCodes: string[]): void;
  onCancel(): void;
}

/** 啟用: the password first, then the QR code and the secret as text, then a first code from the app. */
export function TwoFactorEnrolForm({ enrolment, onEnrolment, onEnabled, onCancel }: Props) {
  return enrolment ? (
    <ConfirmCode enrolment={enrolment} onEnabled={onEnabled} onCancel={onCancel} />
  ) : (
    <AskPassword onEnrolment={onEnrolment} onCancel={onCancel} />
  );
}

function AskPassword({ onEnrolment, onCancel }: Pick<Props, 'onEnrolment' | 'onCancel'>) {
  const [setUp] = useSetUpTwoFactorMutation();
  const { form, failure, submitWith } = useApiForm<z.input<typeof twoFactorSetupSchema>>(
    () => import('@/lib/schemas/two-factor').then((m) => m.twoFactorSetupSchema),
    { password: '' },
    ['password'],
  );
  const onSubmit = submitWith(async (values) => {
    const result = await setUp(values);
    if (result.data) onEnrolment(result.data);
    return outcomeOf(result);
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="啟用兩步驟驗證：確認密碼">
      <div className={cx('ui-stack-4', 'ui-narrow')}>
        <FormAlert message={failure} />
        <PasswordField
          label={CURRENT_PASSWORD}
          required
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <DialogActions submit="下一步" busy={form.formState.isSubmitting} onCancel={onCancel} />
      </div>
    </form>
  );
}

function ConfirmCode({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onEnabled(codes: string[]): void;
  onCancel(): void;
}) {
  const [enable] = useEnableTwoFactorMutation();
  const { form, failure, submitWith } = useApiForm<z.input<typeof twoFactorEnableSchema>>(
    () => import('@/lib/schemas/two-factor').then((m) => m.twoFactorEnableSchema),
    { code: '', endOtherSessions: true },
    ['code'],
  );
  const onSubmit = submitWith(async (values) => {
    const result = await enable(values);
    if (result.data) {
      onEnabled(result.data.recoveryCodes);
      if (values.endOtherSessions) showToast(OTHER_DEVICES_SIGNED_OUT, 'success');
      return null;
    }
    const error = outcomeOf(result);
    if (error?.code === 'C00001') {
      form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      return null;
    }
    return error;
  });
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="啟用兩步驟驗證：輸入驗證碼">
      <div className={cx('ui-stack-4')}>
        <p>1. 以驗證器 App（如 Google Authenticator、Microsoft Authenticator）掃描下方 QR 碼。</p>
        <div
          role="img"
          aria-label="驗證器 App 設定用的 QR 碼"
          className={cx('mb-qr')}
          // The SVG is drawn on the server by the qrcode package from the otpauth URI: no text of the member's.
          dangerouslySetInnerHTML={{ __html: enrolment.qrCode }}
        />
        <p>無法掃描時，請在 App 中手動輸入這組金鑰：</p>
        <code className={cx('mb-secret')} data-testid="totp-secret" aria-label={`金鑰 ${grouped}`}>
          {grouped}
        </code>
        <p>2. 輸入 App 上顯示的 6 位數驗證碼。</p>
        <div className={cx('mb-code-field')}>
          <FormAlert message={failure} />
          <TextField
            label={VERIFICATION_CODE}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
        </div>
        <EndOtherSessionsField control={form.control} />
        <DialogActions submit="啟用" busy={form.formState.isSubmitting} onCancel={onCancel} />
      </div>
    </form>
  );
}
