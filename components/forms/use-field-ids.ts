import { useId } from 'react';

/**
 * Ties a control to its label and message: the error (or else the helper) is its accessible
 * description, so a screen reader reads it with the field.
 */
export function useFieldIds(error: string | undefined, hasHelper: boolean) {
  const base = useId();
  const errorId = `${base}-error`;
  const helperId = `${base}-helper`;
  const describedBy = error ? errorId : hasHelper ? helperId : undefined;
  return { controlId: `${base}-control`, errorId, helperId, describedBy };
}
