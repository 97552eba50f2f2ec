'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@chakra-ui/react';

/**
 * 同時登出其他所有裝置, checked at first: after a sign-in factor changes, whoever holds another
 * session may be the reason for the change (ASVS 7.4.3).
 */
export function EndOtherSessionsField<T extends FieldValues & { endOtherSessions?: boolean }>({ control }: { control: Control<T> }) {
  return (
    <Controller
      control={control}
      name={'endOtherSessions' as Path<T>}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={({ checked }) => field.onChange(checked === true)}
          colorPalette="brand"
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>同時登出其他所有裝置</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
