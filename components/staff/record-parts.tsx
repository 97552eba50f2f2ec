'use client';

import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/format/dates';

/** A titled panel of a record page. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** 歷程: who did what and when, oldest first (the staff's own lines included). */
export function History({ entries }: { entries: { at: string; title: string; detail: string; actor: string }[] }) {
  return (
    <Panel title="歷程">
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
        {entries.map((entry, index) => (
          <Box as="li" key={`${entry.at}-${index}`}>
            <Text fontWeight="semibold">
              {entry.title}
              <Text as="span" fontWeight="normal" color="gray.700" ms="2">
                {formatDateTime(entry.at)}・{entry.actor}
              </Text>
            </Text>
            {entry.detail && <Text color="gray.800">{entry.detail}</Text>}
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}
