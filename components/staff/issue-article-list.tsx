'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import type { IssueEditorRecord } from '@/lib/schemas/magazine-editing-data';
import { staffArticlePath } from '@/lib/urls/staff.mjs';
import { FormAlert } from '../forms/form-alert';
import { Panel } from './record-parts';
import { useRecordAction } from './record-action';
import { CANCEL } from '@/lib/words/actions';
import { ARTICLE, NEW_ARTICLE } from '@/lib/words/editor';

type Article = IssueEditorRecord['articles'][number];

/** The issue's article ids once the one at `index` trades places with its neighbour above (-1) or below (1). */
function movedOrder(articles: Article[], index: number, by: -1 | 1) {
  const ids = articles.map((article) => article.id);
  [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
  return ids;
}

/**
 * The issue's articles in their order, each to open, move up or down, or delete (after a second, explicit
 * confirmation); a new one goes at the end. Each change is sent with the issue's version; while the issue's
 * form above holds unsaved text nothing here changes the issue, so that text is never met by a conflict.
 */
export function IssueArticleList({ record, dirty, reload }: { record: IssueEditorRecord; dirty: boolean; reload: () => void }) {
  const { run, failure, busy } = useRecordAction(reload);
  const [asking, setAsking] = useState<string | null>(null);
  const ids = useId();
  const buttonId = (article: string, which: 'up' | 'down' | 'delete') => `${ids}-${article}-${which}`;
  const locked = dirty || busy;

  // The list is drawn again in its new order: the moved article's buttons keep the focus (the other one at an end).
  const moved = useRef<{ id: string; which: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!moved.current) return;
    const { id, which } = moved.current;
    moved.current = null;
    const first = document.getElementById(buttonId(id, which)) as HTMLButtonElement | null;
    const other = document.getElementById(buttonId(id, which === 'up' ? 'down' : 'up')) as HTMLButtonElement | null;
    (first && !first.disabled ? first : other)?.focus();
    // Once the issue is read again after a move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.version]);

  async function move(article: Article, index: number, by: -1 | 1) {
    const which = by < 0 ? 'up' : 'down';
    const body = { version: record.version, articleIds: movedOrder(record.articles, index, by) };
    moved.current = { id: article.id, which };
    if (
      !(await run(
        { call: 'PUT /staff/magazine/v1/{id}/articles/order', params: { id: record.id }, body },
        `已將「${article.title}」${by < 0 ? '上移' : '下移'}`,
      ))
    )
      moved.current = null;
  }

  async function remove(article: Article) {
    setAsking(null);
    await run(
      {
        call: 'DELETE /staff/magazine/v1/{id}/articles/{articleId}',
        params: { id: record.id, articleId: article.id },
        body: { version: record.version },
      },
      `已刪除「${article.title}」`,
    );
  }

  return (
    <Panel title={ARTICLE}>
      <Stack gap="3">
        {record.articles.length === 0 && <Text color="gray.700">這期還沒有文章；發布前至少需要一篇。</Text>}
        <FormAlert message={failure} />
        {dirty && record.articles.length > 0 && (
          <Text color="orange.700">內容有尚未儲存的修改：請先按「儲存」，再調整文章順序或刪除文章。</Text>
        )}
        <Stack as="ol" gap="3" ps="5" listStyleType="decimal">
          {record.articles.map((article, index) => (
            <li key={article.id}>
              <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
                <Box>
                  <NextLink href={staffArticlePath(record.id, article.id)}>
                    <chakra.span color="brand.700" textDecoration="underline">
                      {article.title}
                    </chakra.span>
                  </NextLink>
                  <Text as="span" color="gray.600" ms="2">
                    文／{article.author}
                  </Text>
                </Box>
                <HStack gap="2">
                  <Button
                    id={buttonId(article.id, 'up')}
                    size="xs"
                    variant="outline"
                    aria-label={`上移「${article.title}」`}
                    disabled={locked || index === 0}
                    onClick={() => void move(article, index, -1)}
                  >
                    上移
                  </Button>
                  <Button
                    id={buttonId(article.id, 'down')}
                    size="xs"
                    variant="outline"
                    aria-label={`下移「${article.title}」`}
                    disabled={locked || index === record.articles.length - 1}
                    onClick={() => void move(article, index, 1)}
                  >
                    下移
                  </Button>
                  <Button
                    id={buttonId(article.id, 'delete')}
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`刪除「${article.title}」`}
                    aria-expanded={asking === article.id}
                    disabled={locked}
                    onClick={() => setAsking(asking === article.id ? null : article.id)}
                  >
                    刪除
                  </Button>
                </HStack>
              </HStack>
              {asking === article.id && (
                <HStack gap="3" wrap="wrap" mt="2" role="group" aria-label={`確認刪除「${article.title}」`}>
                  <Text color="red.700" fontSize="sm">
                    刪除後無法復原：讀者再也看不到這篇文章，它的網址（包括舊網址）也會失效。
                  </Text>
                  <Button type="button" size="sm" colorPalette="red" disabled={busy} onClick={() => void remove(article)}>
                    確定刪除
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      setAsking(null);
                      document.getElementById(buttonId(article.id, 'delete'))?.focus();
                    }}
                  >
                    {CANCEL}
                  </Button>
                </HStack>
              )}
            </li>
          ))}
        </Stack>
        <Box>
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <NextLink href={staffArticlePath(record.id, 'new')}>{NEW_ARTICLE}</NextLink>
          </Button>
        </Box>
      </Stack>
    </Panel>
  );
}
