'use client';

import { SALES, UNASSIGNED } from '@/lib/words/console';
import { useState, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import type { ApiError } from '@/lib/api/types';
import type { AnswerOf, CallRequest } from '@/lib/api/contract/calls';
import { FormAlert } from '../forms/form-alert';
import { SALES_REACH } from '@/lib/staff/roles';
import { SelectFilter } from './select-filter';
import { useStaffProfile, useStaffQuery } from './staff-session';
import { useUrlFilters } from './use-url-filters';
import { DEALER } from '@/lib/words/people';
import { FAMILY } from '@/lib/words/vehicle';
import { ALL, LOADING, NEXT_PAGE, PREVIOUS_PAGE } from '@/lib/words/actions';
import { pageOfTotal } from '@/lib/words/staff';

/** The console's record lists, and one row of each. */
export type ListCall = 'GET /staff/preorders/v1' | 'GET /staff/contracts/v1';
export type ListItem<C extends ListCall> = (AnswerOf<C> extends { items: (infer I)[] } ? I : never) & { number: string };
/** A page of a list: TypeScript cannot read the answer of a call still unknown, so the page names its rows' type. */
type Page<C extends ListCall> = Omit<AnswerOf<ListCall>, 'items'> & { items: ListItem<C>[] };

export interface Column<T> {
  label: string;
  /** The sort key of the API when the column sorts. */
  sort?: string;
  numeric?: boolean;
  cell: (item: T) => ReactNode;
}

const FILTERS = ['status', 'q', 'dealer', 'assignee', 'family', 'from', 'to', 'sort', 'order', 'page'] as const;

/**
 * A console list: status tabs with their counts, search and filters, sortable columns and pages, all
 * kept in the address (?status=&q=&page=…) so a reload or a shared link shows the same list.
 */
export function PipelineList<C extends ListCall>({
  title,
  call,
  statuses,
  columns,
  hrefOf,
}: {
  title: string;
  call: C;
  statuses: Record<string, string>;
  columns: Column<ListItem<C>>[];
  hrefOf: (item: ListItem<C>) => string;
}) {
  const { query, go } = useUrlFilters(FILTERS);
  // The address's filters go as they are: the server refuses a value its query schema does not take (V00001).
  const list = useStaffQuery({ call, query } as unknown as CallRequest<ListCall>);
  const { error, loading } = list;
  const data = list.data as Page<C> | undefined;
  const [search, setSearch] = useState(query.q ?? '');
  const profile = useStaffProfile();
  // Headquarters and the administrator reach every dealer: they choose one; a dealer's staff see their own.
  const everyDealer = profile ? SALES_REACH[profile.role] === 'all' : false;
  const { data: dealers } = useStaffQuery(everyDealer ? { call: 'GET /staff/dealers/v1' } : null);
  const { data: families } = useStaffQuery({ call: 'GET /vehicle/family/v1' });
  const reach = profile ? SALES_REACH[profile.role] : 'none';
  const { data: people } = useStaffQuery(
    reach === 'none'
      ? null
      : { call: 'GET /staff/salespeople/v1', query: everyDealer && query.dealer ? { dealer: query.dealer } : undefined },
  );
  const all = data ? Object.values(data.counts).reduce((sum, count) => sum + count, 0) : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="5">
      <Heading1>{title}</Heading1>
      <HStack as="nav" aria-label="依狀態" gap="2" wrap="wrap">
        {[['', ALL] as const, ...Object.entries(statuses)].map(([status, label]) => {
          const current = (query.status ?? '') === status;
          // No count until the list has come: a 0 while loading would say there is nothing.
          const count = !data ? null : status ? (data.counts[status] ?? 0) : all;
          return (
            <Button
              key={status || 'all'}
              size="sm"
              variant={current ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={current}
              onClick={() => go({ status: status || undefined })}
            >
              {label}
              {/* The count's room is kept while the list loads, so the buttons do not grow and wrap when it comes. */}
              <chakra.span ms="1" fontVariantNumeric="tabular-nums" display="inline-block" minW="calc(2em + 2ch)" textAlign="center">
                {count !== null ? `（${count}）` : <span aria-hidden="true">（…）</span>}
              </chakra.span>
            </Button>
          );
        })}
      </HStack>
      <Flex
        as="form"
        role="search"
        gap="3"
        wrap="wrap"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: search.trim() || undefined });
        }}
      >
        <Box flex="1 1 18rem">
          <chakra.label htmlFor="pipeline-search" display="block" fontWeight="medium" mb="1">
            搜尋（單號、會員姓名或公司、手機、統一編號）
          </chakra.label>
          <Input id="pipeline-search" value={search} maxLength={60} onChange={(event) => setSearch(event.target.value)} bg="white" />
        </Box>
        <DateFilter label="建立日期起" value={query.from} onChange={(from) => go({ from })} />
        <DateFilter label="建立日期迄" value={query.to} onChange={(to) => go({ to })} />
        {everyDealer && (
          <SelectFilter
            id="pipeline-dealer"
            label={DEALER}
            value={query.dealer}
            options={(dealers ?? []).map((dealer) => [dealer.code, dealer.name] as const)}
            onChange={(dealer) => go({ dealer })}
          />
        )}
        <SelectFilter
          id="pipeline-family"
          label={FAMILY}
          value={query.family}
          options={(families ?? []).map((family) => [family.uuid, family.name] as const)}
          onChange={(family) => go({ family })}
        />
        <SelectFilter
          id="pipeline-assignee"
          label={SALES}
          value={query.assignee}
          options={assigneeOptions(people ?? [], profile?.uuid, everyDealer ? dealers : undefined)}
          onChange={(assignee) => go({ assignee })}
        />
        <Button type="submit" colorPalette="brand">
          搜尋
        </Button>
      </Flex>
      {error && <FormAlert message={messageOf(error)} />}
      <Box overflowX="auto" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" aria-busy={loading}>
        <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
          <chakra.caption srOnly>{title}</chakra.caption>
          <thead>
            <chakra.tr bg="gray.100">
              {columns.map((column) => (
                <chakra.th
                  key={column.label}
                  scope="col"
                  textAlign={column.numeric ? 'end' : 'start'}
                  px="3"
                  py="2"
                  whiteSpace="nowrap"
                  aria-sort={sortState(query, column)}
                >
                  {column.sort ? (
                    <chakra.button
                      type="button"
                      fontWeight="bold"
                      textDecoration="underline"
                      onClick={() =>
                        go({
                          sort: column.sort,
                          order: query.sort === column.sort && query.order !== 'asc' ? 'asc' : 'desc',
                          page: query.page,
                        })
                      }
                    >
                      {column.label}
                    </chakra.button>
                  ) : (
                    column.label
                  )}
                </chakra.th>
              ))}
            </chakra.tr>
          </thead>
          <tbody>
            {data?.items.map((item) => (
              <chakra.tr key={item.number} borderTopWidth="1px" borderColor="gray.200" _hover={{ bg: 'brand.50' }}>
                {columns.map((column, index) => (
                  <chakra.td
                    key={column.label}
                    px="3"
                    py="2"
                    textAlign={column.numeric ? 'end' : 'start'}
                    fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
                    whiteSpace="nowrap"
                  >
                    {index === 0 ? (
                      <Link asChild color="brand.700" textDecoration="underline" fontWeight="semibold">
                        <NextLink href={hrefOf(item)}>{column.cell(item)}</NextLink>
                      </Link>
                    ) : (
                      column.cell(item)
                    )}
                  </chakra.td>
                ))}
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
        {data && data.items.length === 0 && (
          <Text p="6" textAlign="center" color="gray.700">
            沒有符合條件的資料。
          </Text>
        )}
        {!data && !error && (
          <Text p="6" textAlign="center" color="gray.700" role="status">
            {LOADING}
          </Text>
        )}
      </Box>
      {data && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="gray.700" role="status">
            {pageOfTotal(data.page, pages, data.total)}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={data.page <= 1} onClick={() => go({ page: String(data.page - 1) })}>
              {PREVIOUS_PAGE}
            </Button>
            <Button size="sm" variant="outline" disabled={data.page >= pages} onClick={() => go({ page: String(data.page + 1) })}>
              {NEXT_PAGE}
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}

function Heading1({ children }: { children: ReactNode }) {
  return (
    <chakra.h1 fontSize="2xl" fontWeight="bold">
      {children}
    </chakra.h1>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value?: string; onChange: (value: string | undefined) => void }) {
  const id = `date-${label}`;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <Input id={id} type="date" bg="white" value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)} />
    </Box>
  );
}

type PipelinePerson = { uuid: string; name: string; dealerCode: string };

/**
 * The 業務 filter: 尚未指派, then the people of the dealer (of every dealer for headquarters, each with
 * its dealer's name), the person themselves marked.
 */
export function assigneeOptions(people: PipelinePerson[], me: string | undefined, dealers?: { code: string; name: string }[]) {
  const dealerName = (code: string) => dealers?.find((dealer) => dealer.code === code)?.name;
  return [
    ['none', UNASSIGNED] as const,
    ...people.map((person) => {
      const where = dealers ? dealerName(person.dealerCode) : undefined;
      const label = `${person.name}${person.uuid === me ? '（我）' : ''}${where ? `・${where}` : ''}`;
      return [person.uuid, label] as const;
    }),
  ];
}

const sortState = (query: Record<string, string | undefined>, column: { sort?: string }) =>
  !column.sort || (query.sort ?? 'createdAt') !== column.sort ? undefined : query.order === 'asc' ? 'ascending' : 'descending';

/** A V00001 of the filters lists its fields' messages; anything else its own message. */
export const messageOf = (error: ApiError) =>
  error.code === 'V00001' && error.data?.errors?.length ? error.data.errors.map((item) => item.message).join('；') : error.message;
