'use client';

import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import type { z } from 'zod';
import type { ApiError } from '@/lib/api/types';
import type { registrantPasswordForm } from '@/lib/schemas/member';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { useApiForm } from '../forms/use-api-form';
import { PASSWORD } from '@/lib/words/people';

type Values = z.input<typeof registrantPasswordForm>;

/**
 * The mailed link's one step: the password set at registration. A newer registration of the address by
 * someone else mails its link to the same inbox; without this, its owner could activate it unawares.
 */
export function RegistrantPasswordForm({ confirm }: { confirm(password: string): Promise<ApiError | null> }) {
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/member').then((m) => m.registrantPasswordForm),
    { password: '' },
    ['password'],
  );
  const onSubmit = submitWith((values) => confirm(values.password));
  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="啟用帳號">
      <div className={cx('ui-stack-4', 'ui-narrow')}>
        <p>請輸入您註冊時設定的密碼，確認是您本人後即啟用帳號。</p>
        <FormAlert message={failure} />
        <PasswordField
          label={PASSWORD}
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" tone="brand" loading={isSubmitting} loadingText="啟用中…" className={cx('ui-start')}>
          啟用帳號
        </Button>
      </div>
    </form>
  );
}
