'use client';

import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import type { changePasswordForm } from '@/lib/schemas/forms';
import { toRequestBody } from '@/lib/schemas/request-body';
import { useChangePasswordMutation } from '@/store/account-api';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { useApiForm } from '../forms/use-api-form';
import { outcomeOf } from '../account/outcome';
import { CURRENT_PASSWORD } from '@/lib/words/people';
import { CANCEL, SAVING } from '@/lib/words/actions';
import { CHANGE_PASSWORD, NEW_PASSWORD, NEW_PASSWORD_AGAIN, PASSWORD_HINT } from '@/lib/words/account';

type Values = z.input<typeof changePasswordForm>;

/** 變更密碼 (changePwStep "password"): the current password, the new one twice; other sessions end. */
export function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const [change] = useChangePasswordMutation();
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/forms').then((m) => m.changePasswordForm),
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    ['oldPassword', 'newPassword'],
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submitWith(async (values) => {
    const error = outcomeOf(await change(toRequestBody(values)));
    if (!error) {
      showToast('密碼已變更，其他裝置上的登入已全部登出', 'success');
      onDone();
    }
    return error;
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={CHANGE_PASSWORD}>
      <div className={cx('ui-stack-5', 'ui-narrow')}>
        <FormAlert message={failure} />
        <PasswordField
          label={CURRENT_PASSWORD}
          required
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
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
        <p className={cx('ui-muted')}>變更密碼後，其他所有裝置上的登入都會登出，只留下這一台。</p>
        <div className={cx('ui-row-3')}>
          <Button type="submit" tone="brand" loading={isSubmitting} loadingText={SAVING}>
            {CHANGE_PASSWORD}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
            {CANCEL}
          </Button>
        </div>
      </div>
    </form>
  );
}
