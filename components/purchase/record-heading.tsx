import type { ReactNode } from 'react';
import { Box, Heading, HStack, Text } from '@chakra-ui/react';

/**
 * The record's number, large, with its status: what a person (and a printed page) looks for first.
 * A heading, so a screen reader's list of headings names the record too.
 */
export function RecordHeading({ label, number, badge }: { label: string; number: string; badge?: ReactNode }) {
  return (
    <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
      <Heading as="h2" fontWeight="bold">
        <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="gray.700">
          {label}
        </Text>{' '}
        <Box as="span" fontSize="2xl" fontVariantNumeric="tabular-nums" data-testid="record-number">
          {number}
        </Box>
      </Heading>
      {badge}
    </HStack>
  );
}
