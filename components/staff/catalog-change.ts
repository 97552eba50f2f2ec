'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { checkWith } from '@/components/forms/lazy-resolver';
import { placeApiError } from '@/components/forms/api-error';
import type { FieldValues, Path, Resolver, UseFormReturn } from '@/components/forms/use-form';
import { showToast } from '@/lib/site/toasts';
import type { AnswerOf, Call, CallRequest } from '@/lib/api/contract/calls';
import { staffRequest } from './staff-session';

// The catalog console's record forms (the family's details, a new item, a part's rules): typed text
// checked with the call's own schema, sent with the family's version, and the answer placed: on the
// fields, in words above the form, or the family read again. Nothing typed is lost to a refusal.

/**
 * Checks the form's text with the call's schema, read as the body `toBody` makes of it; `sentLater` stands
 * for what is added when it is sent (the family's version: any will do here).
 */
export const bodyResolver =
  <T extends FieldValues>(
    schema: z.ZodType,
    toBody: (values: T) => Record<string, unknown>,
    sentLater: Record<string, unknown> = { version: 1 },
  ): Resolver<T> =>
  async (values) => {
    const { errors } = await checkWith<T>(schema, { ...toBody(values), ...sentLater } as unknown as T);
    return { values, errors };
  };

/** A message of the form that is no field's (a list checked as one: a family's key figures, a color's paints). */
export const formMessage = <T extends FieldValues>(form: UseFormReturn<T>, key: string) =>
  (form.formState.errors as Record<string, { message?: string } | undefined>)[key]?.message ?? '';

/** Sends a change of the family's records (or the agreement's); its answer once saved (the record is then read again), else null. */
export function useCatalogChange<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly Path<T>[], reload: () => void) {
  const [failure, setFailure] = useState('');
  async function send<C extends Call>(request: CallRequest<C>, done: string): Promise<AnswerOf<C> | null> {
    setFailure('');
    const result = await staffRequest<C>(request);
    if (result.ok) {
      showToast(done, 'success');
      reload();
      return result.data;
    }
    if (result.error.code === 'S00409') {
      setFailure(`${result.error.message}。您填的內容仍在表單中；頁面其他部分已更新為最新內容，請確認後再送出。`);
      reload();
      return null;
    }
    const message = placeApiError(result.error, form.setError, fields);
    if (message) setFailure(message);
    return null;
  }
  return { send, failure };
}
