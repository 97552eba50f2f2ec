'use client';

import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import type { ApiError } from '@/lib/api/types';
import type { emailChangeForm } from '@/lib/schemas/forms';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { CURRENT_PASSWORD } from '@/lib/words/people';
import { CHANGE_EMAIL, SEND_CODE } from '@/lib/words/account';
import { SENDING } from '@/lib/words/actions';

type Values = z.input<typeof emailChangeForm>;

/** 變更電子郵件, first step: the new address and the current password, so a borrowed session cannot move the account. */
export function EmailChangeForm({ send }: { send(values: { email: string; password: string }): Promise<ApiError | null> }) {
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/forms').then((m) => m.emailChangeForm),
    { email: '', password: '' },
    ['email', 'password'],
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form method="post" onSubmit={submitWith((values) => send(values))} noValidate aria-label={CHANGE_EMAIL}>
      <div className={cx('ui-stack-5', 'ui-narrow')}>
        <FormAlert message={failure} />
        <TextField
          label="新的電子郵件"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={CURRENT_PASSWORD}
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" tone="brand" loading={isSubmitting} loadingText={SENDING}>
          {SEND_CODE}
        </Button>
      </div>
    </form>
  );
}
