'use client';

import { Controller } from '../forms/form-context';
import type { FieldValues, FormControl, Path } from '../forms/use-form';
import { Checkbox } from '@/components/ui/checkbox';
import { cx } from '@/lib/theme/cx';

/**
 * 同時登出其他所有裝置, checked at first: after a sign-in factor changes, whoever holds another
 * session may be the reason for the change (ASVS 7.4.3).
 */
export function EndOtherSessionsField<T extends FieldValues & { endOtherSessions?: boolean }>({ control }: { control: FormControl<T> }) {
  return (
    <Controller
      control={control}
      name={'endOtherSessions' as Path<T>}
      render={({ field }) => (
        <Checkbox
          className={cx('ui-check-top')}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
        >
          同時登出其他所有裝置
        </Checkbox>
      )}
    />
  );
}
