import type { FieldValues, Path, SetError } from './use-form';
import { NETWORK_ERROR_CODE } from '@/lib/api/codes';
import type { ApiError } from '@/lib/api/types';
import { showToast } from '@/lib/site/toasts';

/**
 * Puts an API failure where the person will see it: the V00001 errors of this form's fields on those
 * fields (the first one focused), a lost connection as a toast. Anything else comes back as the text
 * for the form's alert ('' when it has been shown already). The values typed stay as they were.
 */
export function placeApiError<T extends FieldValues>(error: ApiError, setError: SetError<T>, fields: readonly Path<T>[]): string {
  if (error.code === NETWORK_ERROR_CODE) {
    showToast(error.message, 'error');
    return '';
  }
  const listed = error.code === 'V00001' ? (error.data?.errors ?? []) : [];
  const onFields = listed.filter((item) => (fields as readonly string[]).includes(item.path));
  onFields.forEach((item, index) =>
    setError(item.path as Path<T>, { type: 'server', message: item.message }, { shouldFocus: index === 0 }),
  );
  const elsewhere = listed.filter((item) => !onFields.includes(item));
  if (elsewhere.length > 0) return elsewhere.map((item) => item.message).join('；');
  return onFields.length > 0 ? '' : error.message;
}
