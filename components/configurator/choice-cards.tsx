'use client';

import { useId, type ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line: a surcharge, or why the choice is not available. */
  note?: string | null;
  disabled?: boolean;
  /** Shown before the label, e.g. a color swatch. */
  leading?: ReactNode;
}

/**
 * One choice of several as cards over native radio inputs: the browser gives the keyboard and the
 * screen reader everything, and no Chakra state machine is shipped for it.
 */
export function ChoiceCards({ label, value, choices, onChange, columns = { base: 2, md: 3 } }: {
  label: string;
  value: string | null;
  choices: Choice[];
  onChange(value: string): void;
  columns?: Record<string, number>;
}) {
  const id = useId();
  return (
    <Box role="radiogroup" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} fontWeight="semibold" fontSize="md" mb="2">
        {label}
      </Text>
      <SimpleGrid columns={columns} gap="2">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <Box
              as="label"
              key={choice.value}
              display="flex"
              alignItems="flex-start"
              gap="3"
              p="3"
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? 'brand.700' : 'gray.300'}
              bg={checked ? 'brand.50' : choice.disabled ? 'gray.50' : 'white'}
              color={choice.disabled ? 'gray.600' : 'gray.900'}
              borderRadius="md"
              cursor={choice.disabled ? 'not-allowed' : 'pointer'}
              _hover={choice.disabled || checked ? undefined : { borderColor: 'brand.500' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            >
              <input
                type="radio"
                name={id}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
                style={{ marginTop: '0.3em', accentColor: 'var(--chakra-colors-brand-700)' }}
              />
              {choice.leading}
              <Box>
                <Text fontSize="sm" fontWeight={checked ? 'semibold' : 'normal'}>
                  {choice.label}
                </Text>
                {choice.note && (
                  <Text fontSize="xs" color="fg" mt="0.5">
                    {choice.note}
                  </Text>
                )}
              </Box>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
