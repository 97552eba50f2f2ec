'use client';

import { DRAFT_SAVED, PREVIEW, SAVE_DRAFT } from '@/lib/words/console';
import type { BodyOf } from '@/lib/api/contract/calls';
import { useCoverPosition } from './use-cover-position';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Box, Button, Grid, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useForm } from '@/components/forms/use-form';
import { typedNumber } from '@/components/forms/typed-number';
import { IssueView } from '@/components/content/issue-view';
import { formatDateTime } from '@/lib/format/dates';
import type { IssueEditorRecord } from '@/lib/schemas/magazine-editing-data';
import { issueCreateSchema, MAGAZINE_COVERS } from '@/lib/schemas/magazine-forms';
import { showToast } from '@/lib/site/toasts';
import { MAGAZINE_PATH, magazineIssuePath } from '@/lib/urls/content.mjs';
import { STAFF_MAGAZINE_PATH, staffIssuePath } from '@/lib/urls/staff.mjs';
import { placeApiError } from '../forms/api-error';
import { FormAlert } from '../forms/form-alert';
import { bodyResolver } from './catalog-change';
import { EditorField } from './editor-field';
import { CoverPanel, SearchPanel } from './editor-panels';
import { IssueArticleList } from './issue-article-list';
import { useKeptDraft } from './kept-draft';
import { messageOf } from './pipeline-list';
import { PublishPanel } from './publish-panel';
import { Panel } from './record-parts';
import { staffRequest, useStaffQuery } from './staff-session';
import { LOADING, SAVE } from '@/lib/words/actions';
import {
  ISSUE_NUMBER,
  LAST_CHANGED,
  MAGAZINE_ISSUE,
  NEW_ISSUE,
  NO_TITLE,
  SAVED,
  SLUG,
  SUMMARY,
  TITLE,
  SLUG_PREVIEW,
  restoredDraftNote,
} from '@/lib/words/editor';

const FIELDS = ['issueNo', 'slug', 'title', 'summary', 'cover', 'coverAlt', 'seoTitle', 'seoDescription'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
/** The call's body: the number as typed (full-width digits too) read as a number. */
// The resolver checked these values with the call's own schema: what is sent is the call's body.
const bodyOf = (values: Values) => ({ ...values, issueNo: typedNumber(values.issueNo) }) as BodyOf<'POST /staff/magazine/v1'>;

const EMPTY: Values = {
  issueNo: '',
  slug: '',
  title: '',
  summary: '',
  cover: MAGAZINE_COVERS[0],
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
};
const valuesOf = (record: IssueEditorRecord): Values => ({
  issueNo: String(record.issueNo),
  slug: record.slug,
  title: record.title,
  summary: record.summary,
  cover: record.cover,
  coverAlt: record.coverAlt,
  seoTitle: record.seoTitle,
  seoDescription: record.seoDescription,
});

/** /staff/magazine/new and /staff/magazine/{id}: an issue of the customer magazine, its articles listed below (issue-article-list.tsx). */
export function IssueEditor({ id }: { id: string | null }) {
  const { data: record, error, reload } = useStaffQuery(id ? { call: 'GET /staff/magazine/v1/{id}', params: { id } } : null);
  const [dirty, setDirty] = useState(false);
  if (id && !record) return error ? <FormAlert message={messageOf(error)} /> : <Text role="status">{LOADING}</Text>;
  return (
    <Stack gap="5" maxW="8xl">
      <HStack justify="space-between" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {record ? `編輯第 ${record.issueNo} 期` : NEW_ISSUE}
        </chakra.h1>
        <chakra.a href={STAFF_MAGAZINE_PATH} color="brand.700" textDecoration="underline">
          回到雜誌列表
        </chakra.a>
      </HStack>
      {record && (
        <PublishPanel
          what={MAGAZINE_ISSUE}
          record={record}
          id={record.id}
          publicHref={magazineIssuePath(record.slug)}
          dirty={dirty}
          reload={reload}
        />
      )}
      <IssueForm key={record ? `${record.id}@${record.version}` : 'new'} record={record ?? null} reload={reload} onDirty={setDirty} />
      {record && <IssueArticleList record={record} dirty={dirty} reload={reload} />}
    </Stack>
  );
}

function IssueForm({
  record,
  reload,
  onDirty,
}: {
  record: IssueEditorRecord | null;
  reload: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState('');
  const form = useForm<Values>({ resolver: bodyResolver(issueCreateSchema, bodyOf, {}), defaultValues: record ? valuesOf(record) : EMPTY });
  const { isDirty } = form.formState;
  const shown = Object.fromEntries(FIELDS.map((name) => [name, String(form.watch(name) ?? '')])) as Record<(typeof FIELDS)[number], string>;
  const coverPosition = useCoverPosition(shown.cover || MAGAZINE_COVERS[0]);
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const kept = useKeptDraft(`issue-editor:${record?.id ?? 'new'}`, form, {
    values: shown,
    version: record?.version ?? null,
    dirty: isDirty,
  });

  const save = form.handleSubmit(async (values) => {
    setFailure('');
    const body = bodyOf(values);
    const result = record
      ? await staffRequest({
          call: 'PUT /staff/magazine/v1/{id}',
          params: { id: record.id },
          body: { ...body, version: kept.version ?? record.version },
        })
      : await staffRequest({ call: 'POST /staff/magazine/v1', body });
    if (result.ok) {
      kept.forget();
      showToast(record ? SAVED : DRAFT_SAVED, 'success');
      if (record) reload();
      else router.replace(staffIssuePath(result.data.id));
      return;
    }
    if (result.error.code === 'S00409') {
      setFailure(`${result.error.message}。您輸入的內容仍在表單中；要改看最新內容，請重新載入頁面。`);
      return;
    }
    const message = placeApiError(result.error, form.setError, FIELDS);
    if (message) setFailure(message);
  });

  const field = (name: (typeof FIELDS)[number], label: string, options: { helper?: string; rows?: number; type?: 'number' } = {}) => (
    <EditorField form={form} name={name} label={label} required={!name.startsWith('seo')} {...options} />
  );

  return (
    <Stack gap="5">
      <FormAlert message={failure} />
      {kept.restored && !failure && (
        <Text role="status" color="orange.700">
          {restoredDraftNote(record ? SAVE : SAVE_DRAFT)}
        </Text>
      )}
      <chakra.form onSubmit={save} noValidate aria-label="這期的內容">
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <Stack gap="4">
            <Panel title="內容">
              <Stack gap="4">
                {field('issueNo', ISSUE_NUMBER, { type: 'number' })}
                {field('title', TITLE)}
                {field('slug', SLUG, {
                  helper: `${SLUG_PREVIEW} ${MAGAZINE_PATH}/${shown.slug || '…'}；已發布的期別改代稱後，舊網址會自動轉到新網址`,
                })}
                {field('summary', SUMMARY, { rows: 3 })}
              </Stack>
            </Panel>
            <CoverPanel form={form} cover={shown.cover} altHelper="說明封面圖的內容" drawings={MAGAZINE_COVERS} aspectRatio="3 / 4" />
            <SearchPanel
              form={form}
              seoTitle={shown.seoTitle}
              seoDescription={shown.seoDescription}
              title={shown.title}
              path={`${MAGAZINE_PATH}/${shown.slug}`}
              description={`泰嵐客戶雜誌第 ${shown.issueNo} 期：${shown.summary}`}
            />
            <HStack>
              <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                {record ? SAVE : SAVE_DRAFT}
              </Button>
              {record?.updatedAt && (
                <Text color="gray.600">
                  {LAST_CHANGED} {formatDateTime(record.updatedAt)}
                </Text>
              )}
            </HStack>
          </Stack>
          <Box as="section" aria-label={PREVIEW} position={{ lg: 'sticky' }} top="4">
            <Text fontWeight="bold" mb="2">
              預覽（讀者看到的目錄）
            </Text>
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="4">
              <IssueView
                issue={{
                  slug: shown.slug,
                  issueNo: Number(shown.issueNo) || 0,
                  title: shown.title || NO_TITLE,
                  summary: shown.summary,
                  cover: shown.cover || MAGAZINE_COVERS[0],
                  coverPosition,
                  publishedAt: record?.publishedAt ?? new Date().toISOString(),
                  articles: (record?.articles ?? []).map(({ slug, title, author, summary, body }) => ({
                    slug,
                    title,
                    author,
                    summary,
                    body,
                  })),
                }}
                titleLevel={2}
                coverAlt={shown.coverAlt}
              />
            </Box>
          </Box>
        </Grid>
      </chakra.form>
    </Stack>
  );
}
