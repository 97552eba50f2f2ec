'use client';

import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { NEWS_STATUS_LABELS } from '@/lib/content/news-status';
import { formatDateTime } from '@/lib/dates';
import type { IssueEditorListItem } from '@/lib/schemas/magazine-editing-data';
import { STAFF_NEW_ISSUE_PATH, staffIssuePath } from '@/lib/urls/staff.mjs';
import { FormAlert } from '../forms/form-alert';
import { ConsoleTable, type ConsoleColumn } from './console-table';
import { messageOf } from './pipeline-list';
import { useStaffQuery } from './staff-session';
import { EDIT, LOADING } from '@/lib/words/actions';

const COLUMNS: ConsoleColumn<IssueEditorListItem>[] = [
  { label: '期數', cell: (issue) => `第 ${issue.issueNo} 期` },
  { label: '標題', cell: (issue) => issue.title, style: { fontWeight: 'medium' } },
  { label: '狀態', cell: (issue) => NEWS_STATUS_LABELS[issue.status] },
  { label: '發布時間', cell: (issue) => (issue.publishedAt ? formatDateTime(issue.publishedAt) : '—') },
  { label: '文章', cell: (issue) => `${issue.articles} 篇` },
  {
    label: EDIT,
    labelHidden: true,
    cell: (issue) => (
      <Button asChild size="xs" variant="outline">
        <NextLink href={staffIssuePath(issue.id)} aria-label={`編輯第 ${issue.issueNo} 期「${issue.title}」`}>
          {EDIT}
        </NextLink>
      </Button>
    ),
  },
];

/** /staff/magazine: every issue, drafts and withdrawn ones included, for 行銷 to open or begin anew. */
export function MagazineListView() {
  const { data, error } = useStaffQuery({ call: 'GET /staff/magazine/v1' });
  return (
    <Stack gap="5" maxW="6xl">
      <HStack justify="space-between" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          客戶雜誌
        </chakra.h1>
        <Button asChild colorPalette="brand">
          <NextLink href={STAFF_NEW_ISSUE_PATH}>新增一期</NextLink>
        </Button>
      </HStack>
      <FormAlert message={error ? messageOf(error) : ''} />
      <ConsoleTable caption="客戶雜誌" columns={COLUMNS} rows={data} rowKey={(issue) => issue.id} />
      {!data && !error && <Text role="status">{LOADING}</Text>}
      {data?.length === 0 && <Text>還沒有任何一期。</Text>}
    </Stack>
  );
}
