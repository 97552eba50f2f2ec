'use client';

import { Box, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/dates';
import { useTimelineQuery } from '@/store/purchase-api';
import { Section } from './section';

/**
 * 進度紀錄: what happened to a pre-order and its contract, oldest first, with each moved date, its
 * old and new day and the reason, so the member sees honest dates rather than a date that slips.
 */
export function PurchaseHistory({ preorderUuid }: { preorderUuid: string }) {
  const { data, isError } = useTimelineQuery(preorderUuid);
  return (
    <Section title="進度紀錄">
      {isError && <Text color="red.700">無法載入進度紀錄，請稍後再試。</Text>}
      {!data && !isError && (
        <Text color="gray.700" role="status">
          正在載入進度紀錄…
        </Text>
      )}
      {data && (
        <Box as="ol" listStyleType="none" m="0" p="0" display="grid" gap="3">
          {data.map((entry, index) => (
            <Box
              as="li"
              key={`${entry.at}-${index}`}
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: '7rem 1fr' }}
              gap={{ base: '0', md: '4' }}
            >
              <Text as="span" color="gray.700" fontVariantNumeric="tabular-nums">
                <time dateTime={entry.at}>{formatDate(entry.at)}</time>
              </Text>
              <Box>
                <Text fontWeight="semibold">{entry.title}</Text>
                {entry.detail && <Text color="gray.800">{entry.detail}</Text>}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
