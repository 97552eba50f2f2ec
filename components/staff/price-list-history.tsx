import { Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate, formatDateTime, taipeiToday } from '@/lib/dates';
import { formatTwd } from '@/lib/money';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { Panel } from './record-parts';

/** The family's price lists, newest first: each with its day, who made it, and the prices it set. */
export function PriceListHistory({ lists }: { lists: FamilyCatalog['priceLists'] }) {
  const today = taipeiToday();
  return (
    <Panel title="價格表紀錄">
      {lists.length === 0 ? (
        <Text color="gray.700">尚無價格表：目前的價格都是建立時的價格。</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
          {lists.map((list) => (
            <chakra.li key={list.id}>
              <Text fontWeight="semibold">
                {list.name}
                <Text as="span" fontWeight="normal" color={list.effectiveDate > today ? 'orange.700' : 'gray.700'} ms="2">
                  {formatDate(`${list.effectiveDate}T00:00:00+08:00`)} 起{list.effectiveDate > today ? '（尚未生效）' : ''}・
                  {list.createdBy}・建立於 {formatDateTime(list.createdAt)}
                </Text>
              </Text>
              <chakra.ul ps="5" listStyleType="disc" fontSize="sm">
                {list.entries.map((entry) => (
                  <li key={entry.itemId}>
                    {entry.label}：{formatTwd(entry.price)}
                  </li>
                ))}
              </chakra.ul>
            </chakra.li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
