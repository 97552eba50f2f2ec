'use client';

import { EDIT, STATUS } from '@/lib/words/console';
import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { NEWS_STATUS_LABELS } from '@/lib/content/news-status';
import { formatDateTime } from '@/lib/format/dates';
import type { NewsEditorListItem } from '@/lib/schemas/news-editing-data';
import { STAFF_NEW_NEWS_PATH, staffNewsPath } from '@/lib/urls/staff.mjs';
import { FormAlert } from '../forms/form-alert';
import { ConsoleTable, type ConsoleColumn } from './console-table';
import { messageOf } from './pipeline-list';
import { useStaffQuery } from './staff-session';
import { LOADING } from '@/lib/words/actions';
import { CATEGORY, NEW_NEWS, PUBLISH_TIME, TITLE } from '@/lib/words/editor';

import { NEWS } from '@/lib/words/pages';

const COLUMNS: ConsoleColumn<NewsEditorListItem>[] = [
  { label: TITLE, cell: (item) => item.title, style: { fontWeight: 'medium' } },
  { label: CATEGORY, cell: (item) => item.category },
  { label: STATUS, cell: (item) => NEWS_STATUS_LABELS[item.status] },
  { label: PUBLISH_TIME, cell: (item) => (item.publishedAt ? formatDateTime(item.publishedAt) : '—') },
  { label: '最後修改', cell: (item) => formatDateTime(item.updatedAt ?? item.publishedAt ?? item.createdAt) },
  {
    label: EDIT,
    labelHidden: true,
    cell: (item) => (
      <Button asChild size="xs" variant="outline">
        <NextLink href={staffNewsPath(item.id)} aria-label={`編輯「${item.title}」`}>
          {EDIT}
        </NextLink>
      </Button>
    ),
  },
];

/** /staff/news: every news item, drafts and withdrawn ones included, for 行銷 to open or begin anew. */
export function NewsListView() {
  const { data, error } = useStaffQuery({ call: 'GET /staff/news/v1' });
  return (
    <Stack gap="5" maxW="6xl">
      <HStack justify="space-between" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {NEWS}
        </chakra.h1>
        <Button asChild colorPalette="brand">
          <NextLink href={STAFF_NEW_NEWS_PATH}>{NEW_NEWS}</NextLink>
        </Button>
      </HStack>
      <FormAlert message={error ? messageOf(error) : ''} />
      <ConsoleTable caption={NEWS} columns={COLUMNS} rows={data} rowKey={(item) => item.id} />
      {!data && !error && <Text role="status">{LOADING}</Text>}
      {data?.length === 0 && <Text>還沒有任何消息。</Text>}
    </Stack>
  );
}
