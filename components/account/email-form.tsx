'use client';

import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import type { z } from 'zod';
import type { ApiError } from '@/lib/api/types';
import type { emailForm } from '@/lib/schemas/forms';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { SENDING } from '@/lib/words/actions';

type Values = z.input<typeof emailForm>;

export interface EmailFormProps {
  /** The form's name for assistive technology, e.g. 忘記密碼. */
  title: string;
  label: string;
  defaultEmail?: string;
  submitLabel: string;
  send(email: string): Promise<ApiError | null>;
}

/** One e-mail address to send a code to: the first step of a forgotten password and of an e-mail change. */
export function EmailForm({ title, label, defaultEmail = '', submitLabel, send }: EmailFormProps) {
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/forms').then((m) => m.emailForm),
    { email: defaultEmail },
    ['email'],
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form method="post" onSubmit={submitWith(({ email }) => send(email))} noValidate aria-label={title}>
      <div className={cx('ui-stack-5', 'ui-narrow')}>
        <FormAlert message={failure} />
        <TextField
          label={label}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" tone="brand" loading={isSubmitting} loadingText={SENDING}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
