'use client';

import { useId, type ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

/** A titled part of a page (h2 under the page's h1), named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      bg="white"
      _print={{ borderWidth: '0', p: '0', breakInside: 'avoid' }}
    >
      <Heading as="h2" size="lg" id={headingId} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
