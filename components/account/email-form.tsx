'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@chakra-ui/react';
import type { z } from 'zod';
import type { ApiError } from '@/lib/api-types';
import { emailForm } from '@/lib/schemas/forms';
import { placeApiError } from '../forms/api-error';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';

type Values = z.input<typeof emailForm>;

/** One e-mail address to send a code to: the first step of a forgotten password and of an e-mail change. */
export interface EmailFormProps {
  /** The form's name for assistive technology, e.g. 忘記密碼. */
  title: string;
  label: string;
  defaultEmail?: string;
  submitLabel: string;
  send(email: string): Promise<ApiError | null>;
}

export function EmailForm({ title, label, defaultEmail = '', submitLabel, send }: EmailFormProps) {
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(emailForm), mode: 'onTouched', defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure('');
    const error = await send(email);
    if (error) setFailure(placeApiError(error, setError, ['email']));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="5" maxW="md">
        <FormAlert message={failure} />
        <TextField label={label} required type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="寄送中…">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
