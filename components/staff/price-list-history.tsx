import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate, formatDateTime, taipeiDayStart, taipeiToday } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { ActionError } from './confirm-action';
import { Panel } from './record-parts';

/** The family's price lists, newest first: each with its day, who made it, and the prices it set; one still to come may be called off. */
export function PriceListHistory({
  lists,
  busy,
  errorOf,
  onCancel,
}: {
  lists: FamilyCatalog['priceLists'];
  busy: boolean;
  /** The refusal of calling a list off, shown beside its button. */
  errorOf: (listId: string) => string;
  onCancel: (list: FamilyCatalog['priceLists'][number]) => void;
}) {
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
                <Text
                  as="span"
                  fontWeight="normal"
                  color={list.effectiveDate > today && !list.cancelledAt ? 'orange.700' : 'gray.700'}
                  ms="2"
                >
                  {formatDate(taipeiDayStart(list.effectiveDate))} 起
                  {list.cancelledAt
                    ? `（已於 ${formatDateTime(list.cancelledAt)} 取消，未生效）`
                    : list.effectiveDate > today
                      ? '（尚未生效）'
                      : ''}
                  ・{list.createdBy}・建立於 {formatDateTime(list.createdAt)}
                </Text>
              </Text>
              {!list.cancelledAt && list.effectiveDate > today && (
                <Button size="xs" variant="outline" colorPalette="red" my="1" disabled={busy} onClick={() => onCancel(list)}>
                  取消「{list.name}」
                </Button>
              )}
              <ActionError message={errorOf(list.id)} />
              <chakra.ul ps="5" listStyleType="disc" fontSize="sm" textDecoration={list.cancelledAt ? 'line-through' : undefined}>
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
