'use client';

import { DRAFT_SAVED, PREVIEW, SAVE_DRAFT } from '@/lib/words/console';
import { useCoverPosition } from './use-cover-position';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Field, Grid, HStack, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import type { z } from 'zod';
import { useForm } from '@/components/forms/use-form';
import { zodResolver } from '@/components/forms/lazy-resolver';
import { ArticlePreview } from './article-preview';
import { NEWS_CATEGORIES } from '@/lib/content/news-categories';
import { NEWS_COVERS } from '@/lib/content/news-covers';
import { NEWS_STATUS_LABELS } from '@/lib/content/news-status';
import { formatDateTime } from '@/lib/format/dates';
import type { NewsEditorRecord } from '@/lib/schemas/news-editing-data';
import { newsCreateSchema } from '@/lib/schemas/news-forms';
import { showToast } from '@/lib/site/toasts';
import { NEWS_PATH, newsPath } from '@/lib/urls/content.mjs';
import { STAFF_NEWS_PATH, staffNewsPath } from '@/lib/urls/staff.mjs';
import { placeApiError } from '../forms/api-error';
import { FormAlert } from '../forms/form-alert';
import { messageOf } from './pipeline-list';
import { Panel } from './record-parts';
import { PublishPanel } from './publish-panel';
import { EditorField } from './editor-field';
import { CoverPanel, MarkdownBodyField, SearchPanel } from './editor-panels';
import { useKeptDraft } from './kept-draft';
import { staffRequest, useStaffQuery } from './staff-session';
import { LOADING, SAVE } from '@/lib/words/actions';
import {
  BODY,
  CATEGORY,
  EDIT_NEWS,
  NEW_NEWS,
  NO_TITLE,
  SAVED,
  SLUG,
  SUMMARY,
  TITLE,
  SLUG_PREVIEW,
  LAST_CHANGED,
  restoredDraftNote,
} from '@/lib/words/editor';
import { NEWS } from '@/lib/words/pages';

type Values = z.input<typeof newsCreateSchema>;
const FIELDS = ['title', 'slug', 'category', 'summary', 'body', 'cover', 'coverAlt', 'seoTitle', 'seoDescription'] as const;
const REQUIRED = new Set<string>(['title', 'slug', 'summary', 'body', 'coverAlt']);

const EMPTY: Values = {
  title: '',
  slug: '',
  category: NEWS_CATEGORIES[0].name,
  summary: '',
  body: '',
  cover: NEWS_COVERS[0],
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
};

const valuesOf = (record: NewsEditorRecord): Values => ({
  title: record.title,
  slug: record.slug,
  category: record.category as Values['category'],
  summary: record.summary,
  body: record.body,
  cover: record.cover,
  coverAlt: record.coverAlt,
  seoTitle: record.seoTitle,
  seoDescription: record.seoDescription,
});

/** /staff/news/new and /staff/news/{id}: the news editor of 行銷, the text beside the page as readers will see it. */
export function NewsEditor({ id }: { id: string | null }) {
  const { data: record, error, reload } = useStaffQuery(id ? { call: 'GET /staff/news/v1/{id}', params: { id } } : null);
  const [dirty, setDirty] = useState(false);
  if (id && !record) return error ? <FormAlert message={messageOf(error)} /> : <Text role="status">{LOADING}</Text>;
  return (
    <Stack gap="5" maxW="8xl">
      <HStack justify="space-between" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {record ? EDIT_NEWS : NEW_NEWS}
        </chakra.h1>
        <chakra.a href={STAFF_NEWS_PATH} color="brand.700" textDecoration="underline">
          回到消息列表
        </chakra.a>
      </HStack>
      {record && (
        <PublishPanel what="消息" record={record} id={record.id} publicHref={newsPath(record.slug)} dirty={dirty} reload={reload} />
      )}
      {/* A new version (saved here, published, or loaded after a conflict) starts the form from it. */}
      <NewsForm key={record ? `${record.id}@${record.version}` : 'new'} record={record ?? null} reload={reload} onDirty={setDirty} />
    </Stack>
  );
}

function NewsForm({ record, reload, onDirty }: { record: NewsEditorRecord | null; reload: () => void; onDirty: (dirty: boolean) => void }) {
  const router = useRouter();
  const [failure, setFailure] = useState('');
  const [conflict, setConflict] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(newsCreateSchema), defaultValues: record ? valuesOf(record) : EMPTY });
  const { isDirty } = form.formState;
  // What the preview and the hints show, as typed.
  const shown = Object.fromEntries(FIELDS.map((name) => [name, form.watch(name) ?? ''])) as Record<(typeof FIELDS)[number], string>;
  const coverPosition = useCoverPosition(shown.cover || NEWS_COVERS[0]);
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const kept = useKeptDraft(`news-editor:${record?.id ?? 'new'}`, form, {
    values: shown,
    version: record?.version ?? null,
    dirty: isDirty,
  });

  const save = form.handleSubmit(async (values) => {
    setFailure('');
    const result = record
      ? await staffRequest({
          call: 'PUT /staff/news/v1/{id}',
          params: { id: record.id },
          body: { ...values, version: kept.version ?? record.version },
        })
      : await staffRequest({ call: 'POST /staff/news/v1', body: values });
    if (result.ok) {
      kept.forget();
      showToast(record ? SAVED : DRAFT_SAVED, 'success');
      if (record) reload();
      else router.replace(staffNewsPath(result.data.id));
      return;
    }
    if (result.error.code === 'S00409') {
      setConflict(true);
      setFailure(`${result.error.message}。您輸入的內容仍在表單中，可先複製保留；要改看最新內容，請按「放棄我的修改，載入最新內容」。`);
      return;
    }
    const message = placeApiError(result.error, form.setError, FIELDS);
    if (message) setFailure(message);
  });

  /** A field of this form (components/staff/editor-field.tsx). */
  const field = (name: (typeof FIELDS)[number], label: string, options: { helper?: ReactNode; rows?: number; mono?: boolean } = {}) => (
    <EditorField form={form} name={name} label={label} required={REQUIRED.has(name)} {...options} />
  );

  return (
    <Stack gap="5">
      <FormAlert message={failure} />
      {kept.restored && !failure && (
        <Text role="status" color="orange.700">
          {restoredDraftNote(record ? SAVE : SAVE_DRAFT)}
        </Text>
      )}
      {conflict && (
        <Box>
          <Button
            variant="outline"
            onClick={() => {
              kept.forget();
              reload();
            }}
          >
            放棄我的修改，載入最新內容
          </Button>
        </Box>
      )}
      <chakra.form onSubmit={save} noValidate aria-label="消息內容">
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <Stack gap="4">
            <Panel title="內容">
              <Stack gap="4">
                {field('title', TITLE)}
                {field('slug', SLUG, {
                  helper: `${SLUG_PREVIEW} ${NEWS_PATH}/${shown.slug || '…'}；已發布的消息改代稱後，舊網址會自動轉到新網址`,
                })}
                <HStack gap="4" align="flex-start" wrap="wrap">
                  <Field.Root w="12rem">
                    <Field.Label>{CATEGORY}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field bg="white" {...form.register('category')}>
                        {NEWS_CATEGORIES.map((category) => (
                          <option key={category.slug} value={category.name}>
                            {category.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </HStack>
                {field('summary', SUMMARY, { rows: 3 })}
              </Stack>
            </Panel>
            <CoverPanel form={form} cover={shown.cover} altHelper="說明封面圖的內容，例如「TL35 停在港區碼頭」" />
            <Panel title={BODY}>
              <Stack gap="4">
                <MarkdownBodyField form={form} body={shown.body} />
              </Stack>
            </Panel>
            <SearchPanel
              form={form}
              seoTitle={shown.seoTitle}
              seoDescription={shown.seoDescription}
              title={shown.title}
              path={`${NEWS_PATH}/${shown.slug}`}
              description={shown.summary}
            />
            <HStack>
              <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                {record ? SAVE : SAVE_DRAFT}
              </Button>
              {record && (
                <Text color="gray.600">
                  {record.updatedAt ? `${LAST_CHANGED} ${formatDateTime(record.updatedAt)}` : `建立於 ${formatDateTime(record.createdAt)}`}
                </Text>
              )}
            </HStack>
          </Stack>
          <Box as="section" aria-label={PREVIEW} position={{ lg: 'sticky' }} top="4">
            <Text fontWeight="bold" mb="2">
              預覽（讀者看到的樣子{record ? `・${NEWS_STATUS_LABELS[record.status]}` : '・草稿'}）
            </Text>
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="4" maxH={{ lg: '85vh' }} overflowY="auto">
              <ArticlePreview
                trail={[{ href: NEWS_PATH, label: NEWS }]}
                title={shown.title || NO_TITLE}
                kicker={<span>{shown.category}</span>}
                publishedAt={record?.publishedAt ?? new Date().toISOString()}
                cover={{ src: shown.cover || NEWS_COVERS[0], alt: shown.coverAlt, position: coverPosition }}
                body={shown.body}
              />
            </Box>
          </Box>
        </Grid>
      </chakra.form>
    </Stack>
  );
}
