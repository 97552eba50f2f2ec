'use client';

import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { NEWS_STATUS_LABELS } from '@/lib/content/news-status';
import { formatDateTime } from '@/lib/dates';
import type { NewsEditorListItem } from '@/lib/schemas/news-editing-data';
import { STAFF_NEW_NEWS_PATH, staffNewsPath } from '@/lib/urls/staff.mjs';
import { FormAlert } from '../forms/form-alert';
import { messageOf } from './pipeline-list';
import { useStaffQuery } from './staff-session';

const COLUMNS = ['標題', '分類', '狀態', '發布時間', '最後修改', ''];

/** /staff/news: every news item, drafts and withdrawn ones included, for 行銷 to open or begin anew. */
export function NewsListView() {
  const { data, error } = useStaffQuery<NewsEditorListItem[]>('/staff/news/v1');
  return (
    <Stack gap="5" maxW="6xl">
      <HStack justify="space-between" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          最新消息
        </chakra.h1>
        <Button asChild colorPalette="brand">
          <NextLink href={STAFF_NEW_NEWS_PATH}>新增消息</NextLink>
        </Button>
      </HStack>
      <FormAlert message={error ? messageOf(error) : ''} />
      <chakra.table w="full" fontSize="sm" bg="white" borderWidth="1px" borderColor="gray.200">
        <chakra.caption srOnly>最新消息</chakra.caption>
        <thead>
          <chakra.tr bg="gray.100">
            {COLUMNS.map((label) => (
              <chakra.th key={label || 'open'} scope="col" textAlign="start" px="3" py="2">
                {label || <chakra.span srOnly>編輯</chakra.span>}
              </chakra.th>
            ))}
          </chakra.tr>
        </thead>
        <tbody>
          {data?.map((item) => (
            <chakra.tr key={item.id} borderTopWidth="1px" borderColor="gray.200">
              <chakra.td px="3" py="2" fontWeight="medium">
                {item.title}
              </chakra.td>
              <chakra.td px="3" py="2">
                {item.category}
              </chakra.td>
              <chakra.td px="3" py="2">
                {NEWS_STATUS_LABELS[item.status]}
              </chakra.td>
              <chakra.td px="3" py="2">
                {item.publishedAt ? formatDateTime(item.publishedAt) : '—'}
              </chakra.td>
              <chakra.td px="3" py="2">
                {formatDateTime(item.updatedAt ?? item.publishedAt ?? item.createdAt)}
              </chakra.td>
              <chakra.td px="3" py="2">
                <Button asChild size="xs" variant="outline">
                  <NextLink href={staffNewsPath(item.id)} aria-label={`編輯「${item.title}」`}>
                    編輯
                  </NextLink>
                </Button>
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
      {!data && !error && <Text role="status">正在載入…</Text>}
      {data?.length === 0 && <Text>還沒有任何消息。</Text>}
    </Stack>
  );
}
