'use client';

import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { showToast } from '@/lib/toasts';
import type { changePasswordForm } from '@/lib/schemas/forms';
import { toRequestBody } from '@/lib/schemas/request-body';
import { useChangePasswordMutation } from '@/store/account-api';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { useApiForm } from '../forms/use-api-form';
import { outcomeOf } from '../account/outcome';
import { CURRENT_PASSWORD } from '@/lib/words/people';
import { CANCEL } from '@/lib/words/actions';

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
    <form method="post" onSubmit={onSubmit} noValidate aria-label="變更密碼">
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
          label="新密碼"
          required
          autoComplete="new-password"
          helper="至少 8 個字，避免常見密碼"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="再次輸入新密碼"
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <p className={cx('ui-muted')}>變更密碼後，其他所有裝置上的登入都會登出，只留下這一台。</p>
        <div className={cx('ui-row-3')}>
          <Button type="submit" tone="brand" loading={isSubmitting} loadingText="儲存中…">
            變更密碼
          </Button>
          <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
            {CANCEL}
          </Button>
        </div>
      </div>
    </form>
  );
}
