'use client';

import { EDIT, STATUS } from '@/lib/words/console';
import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { NEWS_STATUS_LABELS } from '@/lib/content/news-status';
import { formatDateTime } from '@/lib/format/dates';
import type { IssueEditorListItem } from '@/lib/schemas/magazine-editing-data';
import { STAFF_NEW_ISSUE_PATH, staffIssuePath } from '@/lib/urls/staff.mjs';
import { FormAlert } from '../forms/form-alert';
import { ConsoleTable, type ConsoleColumn } from './console-table';
import { messageOf } from './pipeline-list';
import { useStaffQuery } from './staff-session';
import { LOADING } from '@/lib/words/actions';
import { ARTICLE, ISSUE_NUMBER, NEW_ISSUE, PUBLISH_TIME, TITLE } from '@/lib/words/editor';

import { MAGAZINE } from '@/lib/words/pages';

const COLUMNS: ConsoleColumn<IssueEditorListItem>[] = [
  { label: ISSUE_NUMBER, cell: (issue) => `第 ${issue.issueNo} 期` },
  { label: TITLE, cell: (issue) => issue.title, style: { fontWeight: 'medium' } },
  { label: STATUS, cell: (issue) => NEWS_STATUS_LABELS[issue.status] },
  { label: PUBLISH_TIME, cell: (issue) => (issue.publishedAt ? formatDateTime(issue.publishedAt) : '—') },
  { label: ARTICLE, cell: (issue) => `${issue.articles} 篇` },
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
          {MAGAZINE}
        </chakra.h1>
        <Button asChild colorPalette="brand">
          <NextLink href={STAFF_NEW_ISSUE_PATH}>{NEW_ISSUE}</NextLink>
        </Button>
      </HStack>
      <FormAlert message={error ? messageOf(error) : ''} />
      <ConsoleTable caption={MAGAZINE} columns={COLUMNS} rows={data} rowKey={(issue) => issue.id} />
      {!data && !error && <Text role="status">{LOADING}</Text>}
      {data?.length === 0 && <Text>還沒有任何一期。</Text>}
    </Stack>
  );
}
