import type { ApiError } from '@/lib/api/types';

/** A mutation's result as the forms want it: null on success, else the API's error. */
export function outcomeOf(result: { data?: unknown; error?: unknown }): ApiError | null {
  return 'error' in result && result.error ? (result.error as ApiError) : null;
}
