'use client';

import { PREVIEW } from '@/lib/words/console';
import { useCoverPosition } from './use-cover-position';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Box, Button, Grid, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { z } from 'zod';
import { useForm } from '@/components/forms/use-form';
import { zodResolver } from '@/components/forms/lazy-resolver';
import { ArticlePreview } from './article-preview';
import type { IssueEditorRecord } from '@/lib/schemas/magazine-editing-data';
import { articleSchema } from '@/lib/schemas/magazine-forms';
import { showToast } from '@/lib/site/toasts';
import { MAGAZINE_PATH } from '@/lib/urls/content.mjs';
import { staffArticlePath, staffIssuePath } from '@/lib/urls/staff.mjs';
import { placeApiError } from '../forms/api-error';
import { FormAlert } from '../forms/form-alert';
import { EditorField } from './editor-field';
import { MarkdownBodyField } from './editor-panels';
import { useKeptDraft } from './kept-draft';
import { messageOf } from './pipeline-list';
import { Panel } from './record-parts';
import { staffRequest, useStaffQuery } from './staff-session';
import { LOADING, SAVE } from '@/lib/words/actions';
import {
  ARTICLE,
  AUTHOR,
  EDIT_ARTICLE,
  NEW_ARTICLE,
  NO_TITLE,
  SAVED,
  SLUG,
  SUMMARY,
  TITLE,
  SLUG_PREVIEW,
  restoredDraftNote,
} from '@/lib/words/editor';
import { MAGAZINE } from '@/lib/words/pages';

const formSchema = articleSchema.omit({ version: true });
type Values = z.input<typeof formSchema>;
const FIELDS = ['slug', 'title', 'author', 'summary', 'body'] as const;
const EMPTY: Values = { slug: '', title: '', author: '', summary: '', body: '' };

/** /staff/magazine/{id}/articles/{articleId|new}: an article of an issue, its text beside the page as readers will see it. */
export function ArticleEditor({ issueId, articleId }: { issueId: string; articleId: string | null }) {
  const { data: issue, error, reload } = useStaffQuery({ call: 'GET /staff/magazine/v1/{id}', params: { id: issueId } });
  if (!issue) return error ? <FormAlert message={messageOf(error)} /> : <Text role="status">{LOADING}</Text>;
  const article = articleId ? issue.articles.find((each) => each.id === articleId) : null;
  if (articleId && !article) return <FormAlert message="找不到這篇文章" />;
  return (
    <Stack gap="5" maxW="8xl">
      <HStack justify="space-between" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {article ? EDIT_ARTICLE : NEW_ARTICLE}（第 {issue.issueNo} 期）
        </chakra.h1>
        <chakra.a href={staffIssuePath(issue.id)} color="brand.700" textDecoration="underline">
          回到第 {issue.issueNo} 期
        </chakra.a>
      </HStack>
      <ArticleForm key={`${issue.id}@${issue.version}`} issue={issue} article={article ?? null} reload={reload} />
    </Stack>
  );
}

function ArticleForm({
  issue,
  article,
  reload,
}: {
  issue: IssueEditorRecord;
  article: IssueEditorRecord['articles'][number] | null;
  reload: () => void;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState('');
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: article
      ? { slug: article.slug, title: article.title, author: article.author, summary: article.summary, body: article.body }
      : EMPTY,
  });
  const shown = Object.fromEntries(FIELDS.map((name) => [name, form.watch(name) ?? ''])) as Record<(typeof FIELDS)[number], string>;
  const coverPosition = useCoverPosition(issue.cover);
  const kept = useKeptDraft(`article-editor:${issue.id}:${article?.id ?? 'new'}`, form, {
    values: shown,
    version: issue.version,
    dirty: form.formState.isDirty,
  });

  const save = form.handleSubmit(async (values) => {
    setFailure('');
    const body = { ...values, version: kept.version ?? issue.version };
    const result = article
      ? await staffRequest({
          call: 'PUT /staff/magazine/v1/{id}/articles/{articleId}',
          params: { id: issue.id, articleId: article.id },
          body,
        })
      : await staffRequest({ call: 'POST /staff/magazine/v1/{id}/articles', params: { id: issue.id }, body });
    if (result.ok) {
      kept.forget();
      showToast(article ? SAVED : '已新增文章', 'success');
      const saved = result.data.articles.find((each) => each.slug === values.slug);
      if (!article && saved) router.replace(staffArticlePath(issue.id, saved.id));
      else reload();
      return;
    }
    if (result.error.code === 'S00409') {
      setFailure(`${result.error.message}。您輸入的內容仍在表單中，可先複製保留，再重新載入頁面。`);
      return;
    }
    const message = placeApiError(result.error, form.setError, FIELDS);
    if (message) setFailure(message);
  });

  const field = (name: (typeof FIELDS)[number], label: string, options: { helper?: string; rows?: number; mono?: boolean } = {}) => (
    <EditorField form={form} name={name} label={label} required {...options} />
  );

  return (
    <Stack gap="5">
      <FormAlert message={failure} />
      {kept.restored && !failure && (
        <Text role="status" color="orange.700">
          {restoredDraftNote(SAVE)}
        </Text>
      )}
      <chakra.form onSubmit={save} noValidate aria-label="文章內容">
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <Stack gap="4">
            <Panel title={ARTICLE}>
              <Stack gap="4">
                {field('title', TITLE)}
                {field('slug', SLUG, { helper: `${SLUG_PREVIEW} ${MAGAZINE_PATH}/${issue.slug}/${shown.slug || '…'}` })}
                {field('author', AUTHOR)}
                {field('summary', SUMMARY, { rows: 3 })}
                <MarkdownBodyField form={form} body={shown.body} />
              </Stack>
            </Panel>
            <HStack>
              <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                {SAVE}
              </Button>
            </HStack>
          </Stack>
          <Box as="section" aria-label={PREVIEW} position={{ lg: 'sticky' }} top="4">
            <Text fontWeight="bold" mb="2">
              預覽（讀者看到的樣子）
            </Text>
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="4" maxH={{ lg: '85vh' }} overflowY="auto">
              <ArticlePreview
                trail={[
                  { href: MAGAZINE_PATH, label: MAGAZINE },
                  { href: `${MAGAZINE_PATH}/${issue.slug}`, label: `第 ${issue.issueNo} 期` },
                ]}
                title={shown.title || NO_TITLE}
                kicker={<span>第 {issue.issueNo} 期</span>}
                publishedAt={issue.publishedAt ?? new Date().toISOString()}
                byline={`文／${shown.author}`}
                cover={{ src: issue.cover, alt: issue.coverAlt, position: coverPosition, portrait: true }}
                body={shown.body}
              />
            </Box>
          </Box>
        </Grid>
      </chakra.form>
    </Stack>
  );
}
