import type { ReactNode } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';

/** The record's number, large, with its status: what a person (and a printed page) looks for first. */
export function RecordHeading({ label, number, badge }: { label: string; number: string; badge?: ReactNode }) {
  return (
    <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
      <Box>
        <Text fontSize="sm" color="gray.700">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="record-number">
          {number}
        </Text>
      </Box>
      {badge}
    </HStack>
  );
}
