import type { ReactNode } from 'react';
import { Box, Heading, HStack } from '@chakra-ui/react';
import { FactList, type Fact } from './fact-list';
import { RecordLinks, type RecordLink } from './record-links';

/** One pre-order or contract in its list: the title with its status, the key facts, its pages. */
export function RecordCard({
  title,
  number,
  badge,
  facts,
  links,
}: {
  title: string;
  number: string;
  badge: ReactNode;
  facts: Array<Fact | false>;
  links: RecordLink[];
}) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={{ base: '4', md: '5' }} bg="white">
      <HStack justify="space-between" align="flex-start" gap="3" mb="3" flexWrap="wrap">
        <Heading as="h3" size="md">
          {title} {number}
        </Heading>
        {badge}
      </HStack>
      <FactList size="sm" facts={facts} />
      <Box mt="3">
        <RecordLinks links={links} of={number} />
      </Box>
    </Box>
  );
}
