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
 * One choice as a card over a native radio or checkbox input: the browser gives the keyboard and the
 * screen reader everything, and no Chakra state machine is shipped for it. The input is named by the
 * label alone; the note describes it.
 */
export function ChoiceCard({
  type,
  name,
  choice,
  checked,
  onChange,
  children,
}: {
  type: 'radio' | 'checkbox';
  name?: string;
  choice: Choice;
  checked: boolean;
  onChange(checked: boolean): void;
  /** More lines under the note, e.g. a price. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      as="label"
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
        type={type}
        name={name}
        value={choice.value}
        checked={checked}
        disabled={choice.disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={choice.note ? `${id}-note` : undefined}
        style={{ marginTop: '0.3em', flexShrink: 0, accentColor: 'var(--chakra-colors-brand-700)' }}
      />
      {choice.leading}
      <Box>
        <Text id={`${id}-label`} fontSize="sm" fontWeight={checked ? 'semibold' : 'normal'}>
          {choice.label}
        </Text>
        {choice.note && (
          <Text id={`${id}-note`} fontSize="xs" color="fg" mt="0.5">
            {choice.note}
          </Text>
        )}
        {children}
      </Box>
    </Box>
  );
}

/** One choice of several, as radio cards. */
export function ChoiceCards({
  label,
  value,
  choices,
  onChange,
  columns = { base: 2, md: 3 },
}: {
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
        {choices.map((choice) => (
          <ChoiceCard
            key={choice.value}
            type="radio"
            name={id}
            choice={choice}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
