'use client';

import { useRef, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { mayPublish, mayWithdraw, NEWS_STATUS_LABELS, type NewsStatus } from '@/lib/content/news-status';
import { formatDateTime, taipeiTime } from '@/lib/format/dates';
import { Panel } from './record-parts';
import { useRecordAction } from './record-action';
import { ActionError, ConfirmAction, ConfirmDialog } from './confirm-action';
import { publishNote, scheduleNote } from './confirm-notes';
import { PUBLISH } from '@/lib/words/editor';

/** A time typed in the console (Taipei, to the minute or the second) as the API takes it. */

/** What can be published: a news item or a magazine issue, as the console's calls answer it. */
export interface Publishable {
  title: string;
  status: NewsStatus;
  publishedAt: string | null;
  version: number;
  formerSlugs: string[];
}

/** The calls that publish and withdraw each kind of record. */
const CALLS = {
  消息: { publish: 'POST /staff/news/v1/{id}/publish', withdraw: 'POST /staff/news/v1/{id}/withdraw' },
  雜誌期別: { publish: 'POST /staff/magazine/v1/{id}/publish', withdraw: 'POST /staff/magazine/v1/{id}/withdraw' },
} as const;

/**
 * Where a news item or an issue stands and what can happen next: publish now, schedule, withdraw.
 * `id` is the record's (its calls are those of news or of the magazine, by `what`), `publicHref` its page on the site. Each is confirmed first, saying
 * what readers will see and when.
 */
export function PublishPanel({
  what,
  record,
  id,
  publicHref,
  dirty,
  reload,
}: {
  what: '消息' | '雜誌期別';
  record: Publishable;
  id: string;
  publicHref: string;
  dirty: boolean;
  reload: () => void;
}) {
  const { run, errorAt, busy } = useRecordAction(reload);
  const calls = CALLS[what];
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState('');
  const [scheduling, setScheduling] = useState(false);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const thisOne = what === '消息' ? '這則消息' : '這期雜誌';
  const canPublish = mayPublish(record.status);
  const canWithdraw = mayWithdraw(record.status);

  function schedule() {
    if (!at) {
      setAtError('請選擇發布時間');
      return;
    }
    setAtError('');
    setScheduling(true);
  }

  return (
    <Panel title={PUBLISH}>
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
        {dirty && (canPublish || canWithdraw) && <Text color="orange.700">內容有尚未儲存的修改：請先按「儲存」，再發布或下架。</Text>}
        <HStack gap="4" align="flex-end" wrap="wrap">
          {canPublish && (
            <>
              <ConfirmAction
                label="立即發布"
                title={`立即發布${thisOne}？`}
                confirmLabel="確認立即發布"
                busy={busy}
                error={errorAt('publish')}
                buttonProps={{ disabled: dirty || busy }}
                onConfirm={() =>
                  run(
                    { call: calls.publish, params: { id }, body: { version: record.version, publishAt: null } },
                    NEWS_STATUS_LABELS.published,
                    {
                      at: 'publish',
                    },
                  )
                }
              >
                {publishNote(what, record.title)}
              </ConfirmAction>
              <Field.Root w="16rem" invalid={Boolean(atError)}>
                <Field.Label>排程發布時間（台北）</Field.Label>
                <Input type="datetime-local" step={1} bg="white" value={at} onChange={(event) => setAt(event.target.value)} />
                <Field.ErrorText>{atError}</Field.ErrorText>
              </Field.Root>
              <Stack gap="2">
                <Button ref={scheduleButton} variant="outline" disabled={dirty || busy} onClick={schedule}>
                  排程發布
                </Button>
                <ActionError message={errorAt('schedule')} />
              </Stack>
              <ConfirmDialog
                open={scheduling}
                title={`排程發布${thisOne}？`}
                confirmLabel="確認排程發布"
                busy={busy}
                onConfirm={() =>
                  run(
                    { call: calls.publish, params: { id }, body: { version: record.version, publishAt: taipeiTime(at) } },
                    `已排程於 ${formatDateTime(taipeiTime(at))} 發布`,
                    { at: 'schedule' },
                  )
                }
                onClose={() => setScheduling(false)}
                returnFocusTo={() => scheduleButton.current}
              >
                {at && scheduleNote(what, record.title, formatDateTime(taipeiTime(at)))}
              </ConfirmDialog>
            </>
          )}
          {canWithdraw && (
            <ConfirmAction
              label="下架"
              title={`下架${thisOne}？`}
              confirmLabel="確認下架"
              danger
              busy={busy}
              error={errorAt('withdraw')}
              buttonProps={{ variant: 'outline', disabled: dirty || busy }}
              onConfirm={() =>
                run({ call: calls.withdraw, params: { id }, body: { version: record.version } }, NEWS_STATUS_LABELS.withdrawn, {
                  at: 'withdraw',
                })
              }
            >
              {`「${record.title}」將自網站移除，原網址改為找不到網頁；之後可以再次發布。`}
            </ConfirmAction>
          )}
        </HStack>
      </Stack>
    </Panel>
  );
}
