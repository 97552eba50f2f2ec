'use client';

import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import type { z } from 'zod';
import type { ApiError } from '@/lib/api/types';
import type { newPasswordForm } from '@/lib/schemas/forms';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { useApiForm } from '../forms/use-api-form';
import { NEW_PASSWORD, NEW_PASSWORD_AGAIN, PASSWORD_HINT } from '@/lib/words/account';
import { SAVING } from '@/lib/words/actions';

type Values = z.input<typeof newPasswordForm>;

/** The new password twice: the last step of a forgotten password and the forced change after L00004. */
export function NewPasswordForm({
  save,
  submitLabel = '設定新密碼',
}: {
  save(newPassword: string): Promise<ApiError | null>;
  submitLabel?: string;
}) {
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/forms').then((m) => m.newPasswordForm),
    { newPassword: '', confirmPassword: '' },
    ['newPassword'],
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form method="post" onSubmit={submitWith(({ newPassword }) => save(newPassword))} noValidate aria-label="設定新密碼">
      <div className={cx('ui-stack-5', 'ui-narrow')}>
        <FormAlert message={failure} />
        <PasswordField
          label={NEW_PASSWORD}
          required
          autoComplete="new-password"
          helper={PASSWORD_HINT}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label={NEW_PASSWORD_AGAIN}
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" tone="brand" loading={isSubmitting} loadingText={SAVING}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
