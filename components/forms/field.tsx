import type { ReactNode } from 'react';
import { slot, withClasses } from '@/lib/theme/cx';
import { useFieldIds } from './use-field-ids';

const VERTICAL = { orientation: 'vertical' } as const;

/** What a field gives its control: its id, its description, and its required, invalid and disabled states. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Chakra's field as plain markup: the label, the control (given its props by `control`), the helper text
 * and the error, which is the control's description while it shows.
 */
export function Field({
  label,
  error,
  helper,
  required,
  disabled,
  className,
  control,
}: {
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  control(props: ControlProps): ReactNode;
}) {
  const ids = useFieldIds(error, Boolean(helper));
  const state = { 'data-invalid': error ? '' : undefined, 'data-disabled': disabled ? '' : undefined };
  return (
    <div className={withClasses(slot('field', 'root', VERTICAL), className)} {...state}>
      <label className={slot('field', 'label', VERTICAL)} htmlFor={ids.controlId} {...state}>
        {label}
      </label>
      {control({
        id: ids.controlId,
        'aria-describedby': ids.describedBy,
        'aria-invalid': error ? true : undefined,
        required,
        disabled,
      })}
      {helper && !error && (
        <div className={slot('field', 'helperText', VERTICAL)} id={ids.helperId}>
          {helper}
        </div>
      )}
      {error && (
        // Read out when it appears (on blur), as Chakra's error text was.
        <div className={slot('field', 'errorText', VERTICAL)} id={ids.errorId} aria-live="polite">
          {error}
        </div>
      )}
    </div>
  );
}
