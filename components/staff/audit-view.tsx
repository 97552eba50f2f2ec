'use client';

import { STAFF_AUDIT } from '@/lib/words/console';
import { Box, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { API_BASE } from '@/lib/config';
import { formatDateTime } from '@/lib/format/dates';
import { may } from '@/lib/staff/roles';
import { showToast } from '@/lib/site/toasts';
import { FormAlert } from '../forms/form-alert';
import { ConsoleTable } from './console-table';
import { messageOf } from './pipeline-list';
import { useUrlFilters } from './use-url-filters';
import { SelectFilter } from './select-filter';
import { storedToken, useStaffProfile, useStaffQuery } from './staff-session';
import { STAFF_TOKEN_HEADER } from '@/lib/api/token-headers';

import { NEXT_PAGE, PREVIOUS_PAGE } from '@/lib/words/actions';
import { AFTER_CHANGE, AUDIT_ACTION, AUDIT_RECORD, BEFORE_CHANGE, pageOfTotal } from '@/lib/words/staff';

const FILTERS = ['staff', 'record', 'from', 'to', 'page'] as const;
/** A change's fields, one `field: value` a line. */
const FIELDS_CELL = { fontSize: 'xs', minW: '12rem', maxW: '20rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** /staff/audit: every change, newest first, filtered by person, record and dates; the same as CSV. */
export function AuditView() {
  const { query, go } = useUrlFilters(FILTERS);
  const { data, error } = useStaffQuery({ call: 'GET /staff/audit/v1', query });
  const profile = useStaffProfile();
  // The person filter lists the staff accounts, which only the administrator reads.
  const { data: people } = useStaffQuery(profile && may(profile.role, 'manage-staff') ? { call: 'GET /staff/accounts/v1' } : null);

  /** The CSV comes with the console token in its header, so it is fetched and saved rather than linked. */
  async function exportCsv() {
    const search = new URLSearchParams({
      ...Object.fromEntries(Object.entries(query).filter(([key, value]) => value && key !== 'page')),
      format: 'csv',
    });
    const response = await fetch(`${API_BASE}/staff/audit/v1?${search}`, { headers: { [STAFF_TOKEN_HEADER]: storedToken() ?? '' } });
    if (!response.ok || !response.headers.get('content-type')?.startsWith('text/csv')) {
      showToast('匯出失敗，請稍後再試', 'error');
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: 'audit-log.csv' });
    link.click();
    URL.revokeObjectURL(url);
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="5" maxW="6xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {STAFF_AUDIT}
      </chakra.h1>
      <HStack
        as="form"
        gap="3"
        wrap="wrap"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget as unknown as HTMLFormElement);
          go({
            staff: query.staff,
            record: String(form.get('record') ?? '').trim() || undefined,
            from: String(form.get('from') ?? '') || undefined,
            to: String(form.get('to') ?? '') || undefined,
          });
        }}
      >
        {people && (
          <SelectFilter
            id="audit-staff"
            label="人員"
            value={query.staff}
            options={people.map((person) => [person.uuid, `${person.name}（${person.email}）`] as const)}
            onChange={(staff) => go({ staff })}
          />
        )}
        <Stack gap="1">
          <chakra.label htmlFor="audit-record">紀錄（單號、員工電子郵件或消息網址代稱）</chakra.label>
          <Input id="audit-record" name="record" defaultValue={query.record ?? ''} bg="white" w="18rem" />
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor="audit-from">日期起</chakra.label>
          <Input id="audit-from" name="from" type="date" defaultValue={query.from ?? ''} bg="white" />
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor="audit-to">日期迄</chakra.label>
          <Input id="audit-to" name="to" type="date" defaultValue={query.to ?? ''} bg="white" />
        </Stack>
        <Button type="submit" colorPalette="brand">
          篩選
        </Button>
        <Button variant="outline" colorPalette="brand" onClick={() => void exportCsv()}>
          匯出 CSV
        </Button>
      </HStack>
      <FormAlert message={error ? messageOf(error) : ''} />
      {/* On a phone the fields keep a readable width and the table scrolls sideways. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label="稽核紀錄表（可左右捲動）">
        <ConsoleTable
          caption={STAFF_AUDIT}
          rowKey={(entry) => entry.id}
          rows={data?.items}
          columns={[
            { label: '時間', cell: (entry) => formatDateTime(entry.at), style: { whiteSpace: 'nowrap' } },
            { label: '人員', cell: (entry) => entry.actor },
            { label: AUDIT_ACTION, cell: (entry) => entry.actionLabel },
            { label: AUDIT_RECORD, cell: (entry) => `${entry.recordKindLabel} ${entry.recordNumber}` },
            { label: BEFORE_CHANGE, cell: (entry) => entry.beforeText, style: FIELDS_CELL },
            { label: AFTER_CHANGE, cell: (entry) => entry.afterText, style: FIELDS_CELL },
          ]}
        />
      </Box>
      {data && (
        <HStack justify="space-between">
          <Text role="status">{pageOfTotal(data.page, pages, data.total)}</Text>
          <HStack>
            <Button size="sm" variant="outline" disabled={data.page <= 1} onClick={() => go({ ...query, page: String(data.page - 1) })}>
              {PREVIOUS_PAGE}
            </Button>
            <Button size="sm" variant="outline" disabled={data.page >= pages} onClick={() => go({ ...query, page: String(data.page + 1) })}>
              {NEXT_PAGE}
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}
