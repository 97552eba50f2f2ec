'use client';

import { useState, type BaseSyntheticEvent } from 'react';
import type { ApiError } from '@/lib/api/types';
import { placeApiError } from './api-error';
import { lazyZodResolver, type SchemaLoader } from './lazy-resolver';
import { useForm, type FieldValues, type Path } from './use-form';

/**
 * A form checked with one of the API's zod schemas, loaded when first needed (on blur, then on every change, and on submit) whose
 * submit calls the API: `submitWith(send)` runs `send` with the checked values and puts a failure on the
 * listed fields, in a toast, or in `failure` for the form's alert (cleared by the next submit). Nothing typed is reset.
 */
export function useApiForm<T extends FieldValues>(schema: SchemaLoader, defaultValues: T, fields: readonly Path<T>[]) {
  // The first loader holds for the form's life (registration's two kinds are two pages; a member's kind does not change).
  const [resolver] = useState(() => lazyZodResolver<T>(schema));
  const form = useForm<T>({ resolver, defaultValues });
  const [failure, setFailure] = useState('');
  const submitWith = (send: (values: T) => Promise<ApiError | null>) => {
    const checked = form.handleSubmit(async (values) => {
      const error = await send(values);
      if (error) setFailure(placeApiError(error, form.setError, fields));
    });
    // Every new attempt starts clean: the last answer's message goes even when the fields do not pass.
    return (event?: BaseSyntheticEvent) => {
      setFailure('');
      return checked(event);
    };
  };
  return { form, failure, submitWith };
}
