'use client';

import type { z } from 'zod';
import { cx } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import type { twoFactorConfirmSchema } from '@/lib/schemas/two-factor';
import { useDisableTwoFactorMutation, useRegenerateRecoveryCodesMutation } from '@/store/security-api';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { outcomeOf } from '../account/outcome';
import { EndOtherSessionsField } from './end-other-sessions-field';
import { DialogActions } from '../forms/dialog-actions';
import { CURRENT_PASSWORD } from '@/lib/words/people';
import { REGENERATE_RECOVERY_CODES } from '@/lib/words/account';

type Values = z.input<typeof twoFactorConfirmSchema>;

const TEXT = {
  disable: { label: '停用兩步驟驗證', submit: '停用', intro: '停用後，登入只需要密碼。請輸入密碼與驗證碼（或一組備用碼）確認。' },
  regenerate: {
    label: REGENERATE_RECOVERY_CODES,
    submit: '產生新的備用碼',
    intro: '產生新的備用碼後，舊的備用碼全部失效。請輸入密碼與驗證碼（或一組備用碼）確認。',
  },
} as const;

/** 停用 or 重新產生備用碼: the password and a TOTP or recovery code; the other devices log out when asked. */
export function TwoFactorConfirmForm({
  action,
  onDone,
  onCancel,
}: {
  action: keyof typeof TEXT;
  onDone(codes: string[], endedOthers: boolean): void;
  onCancel(): void;
}) {
  const [disable] = useDisableTwoFactorMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/two-factor').then((m) => m.twoFactorConfirmSchema),
    { password: '', code: '', endOtherSessions: true },
    ['password', 'code'],
  );
  const onSubmit = submitWith(async (values) => {
    const result = action === 'disable' ? await disable(values) : await regenerate(values);
    const error = outcomeOf(result);
    if (!error) {
      onDone(
        action === 'regenerate' ? ((result.data as { recoveryCodes: string[] }).recoveryCodes ?? []) : [],
        values.endOtherSessions === true,
      );
      if (action === 'regenerate')
        showToast(`已產生新的備用碼，舊的備用碼已失效${values.endOtherSessions ? '；其他裝置已全部登出' : ''}`, 'success');
      return null;
    }
    if (error.code === 'C00001') {
      form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      return null;
    }
    return error;
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={TEXT[action].label}>
      <div className={cx('ui-stack-4', 'ui-narrow')}>
        <p>{TEXT[action].intro}</p>
        <FormAlert message={failure} />
        <PasswordField
          label={CURRENT_PASSWORD}
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="驗證碼或備用碼"
          required
          autoComplete="one-time-code"
          maxLength={9}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <EndOtherSessionsField control={form.control} />
        <DialogActions submit={TEXT[action].submit} busy={isSubmitting} onCancel={onCancel} />
      </div>
    </form>
  );
}
