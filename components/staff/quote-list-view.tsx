'use client';

import { useState } from 'react';
import { Button, HStack, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { formatDateTime } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { QUOTE_STATUS_LABELS, quoteVersionLabel } from '@/lib/purchase/quote-terms';
import { STAFF_QUOTE_STATUSES, type StaffQuoteList } from '@/lib/schemas/staff-quotes';
import { staffQuotePath } from '@/lib/urls/staff.mjs';
import { ActionError } from './confirm-action';
import { ConsoleTable, type ConsoleColumn } from './console-table';
import { useRecordAction } from './record-action';
import { Panel } from './record-parts';
import { SelectFilter } from './select-filter';
import { useStaffQuery } from './staff-session';

type Item = StaffQuoteList['items'][number];
type Status = (typeof STAFF_QUOTE_STATUSES)[number];

const STATUS_OPTIONS = STAFF_QUOTE_STATUSES.map((status) => [status, QUOTE_STATUS_LABELS[status]] as const);

/** /staff/quotes: the quote requests of the dealer (headquarters: every dealer's), newest first, and the discount limits. */
export function QuoteListView() {
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useStaffQuery({ call: 'GET /staff/quotes/v1', query: { status, page } });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const columns: ConsoleColumn<Item>[] = [
    {
      label: '報價單號',
      cell: (row) => (
        <chakra.span textDecoration="underline" color="brand.700">
          <NextLink href={staffQuotePath(row.number)}>{row.number}</NextLink>
        </chakra.span>
      ),
    },
    { label: '索取時間', cell: (row) => formatDateTime(row.createdAt) },
    { label: '狀態', cell: (row) => row.statusLabel },
    { label: '最新版本', cell: (row) => (row.latest ? `${quoteVersionLabel(row.latest.version)}・${row.latest.statusLabel}` : '尚未報價') },
    { label: '買方', cell: (row) => row.buyer },
    { label: '車系與數量', cell: (row) => `${row.familyName}・${row.quantity} 輛` },
    { label: '據點', cell: (row) => `${row.pointName}（${row.dealerName}）` },
    { label: '網站估算', cell: (row) => formatTwd(row.total), style: { textAlign: 'end', whiteSpace: 'nowrap' } },
  ];

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        報價單
      </Heading>
      <HStack align="end" wrap="wrap" gap="4">
        <SelectFilter
          id="quote-status"
          label="狀態"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value as Status | undefined);
            setPage(1);
          }}
        />
      </HStack>
      {list.error && <Text role="alert">{list.error.message}</Text>}
      <Text>{data ? `共 ${data.total} 筆，新的在前` : '讀取中…'}</Text>
      <chakra.div overflowX="auto">
        <ConsoleTable caption="報價請求" columns={columns} rows={data?.items} rowKey={(row) => row.number} />
      </chakra.div>
      {pages > 1 && (
        <HStack>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一頁
          </Button>
          <Text>
            第 {page} / {pages} 頁
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            下一頁
          </Button>
        </HStack>
      )}
      {data && data.limits.length > 0 && <DiscountLimits limits={data.limits} reload={list.reload} />}
    </Stack>
  );
}

/** 報價折扣上限: above it a salesperson's version waits for the dealer's manager. */
function DiscountLimits({ limits, reload }: { limits: StaffQuoteList['limits']; reload: () => void }) {
  const action = useRecordAction(reload);
  return (
    <Panel title="報價折扣上限">
      <Text mb="3" color="gray.700">
        業務開立的報價單折扣超過上限時，需經銷主管核准後買方才看得到。
      </Text>
      <Stack gap="4">
        {limits.map((dealer) =>
          dealer.mayChange ? (
            <LimitForm
              key={dealer.code}
              dealer={dealer}
              busy={action.busy}
              error={action.errorAt(dealer.code)}
              onSave={(limit) =>
                action.run(
                  { call: 'PUT /staff/dealers/v1/{dealer}/quote-discount-limit', params: { dealer: dealer.code }, body: { limit } },
                  `已將${dealer.name}的報價折扣上限設為 ${formatTwd(limit)}`,
                  { at: dealer.code },
                )
              }
            />
          ) : (
            <Text key={dealer.code}>
              {dealer.name}：{formatTwd(dealer.limit)}
            </Text>
          ),
        )}
      </Stack>
    </Panel>
  );
}

function LimitForm({
  dealer,
  busy,
  error,
  onSave,
}: {
  dealer: StaffQuoteList['limits'][number];
  busy: boolean;
  error: string;
  onSave: (limit: number) => Promise<boolean>;
}) {
  const [value, setValue] = useState(String(dealer.limit));
  const id = `limit-${dealer.code}`;
  return (
    <chakra.form
      aria-label={`${dealer.name}的報價折扣上限`}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(Number(value));
      }}
    >
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {dealer.name}（每份報價單，新臺幣元）
      </chakra.label>
      <HStack>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          bg="white"
          w="12rem"
        />
        <Button type="submit" size="sm" colorPalette="brand" loading={busy}>
          儲存上限
        </Button>
      </HStack>
      <ActionError message={error} />
    </chakra.form>
  );
}
