'use client';

import { Box, NativeSelect, chakra } from '@chakra-ui/react';
import { ALL } from '@/lib/words/actions';

/** A console filter as a labelled select that applies at once: '' is 全部. */
export function SelectFilter({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <NativeSelect.Root bg="white" w="11rem">
        <NativeSelect.Field id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">{ALL}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
