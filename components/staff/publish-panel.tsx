'use client';

import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { mayPublish, mayWithdraw, NEWS_STATUS_LABELS, type NewsStatus } from '@/lib/content/news-status';
import { formatDateTime } from '@/lib/dates';
import { FormAlert } from '../forms/form-alert';
import { Panel } from './record-parts';
import { useRecordAction } from './record-action';

/** A time typed in the console (Taipei, to the minute or the second) as the API takes it. */
const taipeiTime = (local: string) => `${local.length === 16 ? `${local}:00` : local}+08:00`;

/** What can be published: a news item or a magazine issue, as the console's calls answer it. */
export interface Publishable {
  status: NewsStatus;
  publishedAt: string | null;
  version: number;
  formerSlugs: string[];
}

/**
 * Where a news item or an issue stands and what can happen next: publish now, schedule, withdraw.
 * `path` is its console call's address, `publicHref` its page on the site.
 */
export function PublishPanel({
  record,
  path,
  publicHref,
  dirty,
  reload,
}: {
  record: Publishable;
  path: string;
  publicHref: string;
  dirty: boolean;
  reload: () => void;
}) {
  const { run, failure, busy } = useRecordAction(reload);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState('');
  const canPublish = mayPublish(record.status);
  const canWithdraw = mayWithdraw(record.status);

  function schedule() {
    if (!at) {
      setAtError('請選擇發布時間');
      return;
    }
    setAtError('');
    void run(`${path}/publish`, { version: record.version, publishAt: taipeiTime(at) }, `已排程於 ${formatDateTime(taipeiTime(at))} 發布`);
  }

  return (
    <Panel title="發布">
      <Stack gap="3">
        <Text>
          狀態：<strong>{NEWS_STATUS_LABELS[record.status]}</strong>
          {record.publishedAt &&
            record.status !== 'draft' &&
            `（${record.status === 'scheduled' ? '將於' : ''}${formatDateTime(record.publishedAt)}${record.status === 'scheduled' ? ' 發布' : ''}）`}
          {record.status === 'published' && (
            <>
              {' '}
              <a href={publicHref} target="_blank" rel="noreferrer">
                在網站上查看
              </a>
            </>
          )}
        </Text>
        {record.formerSlugs.length > 0 && <Text color="gray.600">舊網址代稱（自動轉到新網址）：{record.formerSlugs.join('、')}</Text>}
        <FormAlert message={failure} />
        {dirty && (canPublish || canWithdraw) && <Text color="orange.700">內容有尚未儲存的修改：請先按「儲存」，再發布或下架。</Text>}
        <HStack gap="4" align="flex-end" wrap="wrap">
          {canPublish && (
            <>
              <Button
                colorPalette="brand"
                disabled={dirty || busy}
                onClick={() => void run(`${path}/publish`, { version: record.version, publishAt: null }, '已發布')}
              >
                立即發布
              </Button>
              <Field.Root w="16rem" invalid={Boolean(atError)}>
                <Field.Label>排程發布時間（台北）</Field.Label>
                <Input type="datetime-local" step={1} bg="white" value={at} onChange={(event) => setAt(event.target.value)} />
                <Field.ErrorText>{atError}</Field.ErrorText>
              </Field.Root>
              <Button variant="outline" disabled={dirty || busy} onClick={schedule}>
                排程發布
              </Button>
            </>
          )}
          {canWithdraw && (
            <Button
              variant="outline"
              colorPalette="red"
              disabled={dirty || busy}
              onClick={() => void run(`${path}/withdraw`, { version: record.version }, '已下架')}
            >
              下架
            </Button>
          )}
        </HStack>
      </Stack>
    </Panel>
  );
}
