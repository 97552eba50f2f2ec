'use client';

import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type * as z from 'zod';
import { useForm } from '@/components/forms/use-form';
import { FormAlert } from '@/components/forms/form-alert';
import { formatDateTime } from '@/lib/format/dates';
import type { AgreementVersion } from '@/lib/schemas/catalog-editing-data';
import { EditorField } from './editor-field';
import { bodyResolver, useCatalogChange } from './catalog-change';
import { Panel } from './record-parts';
import { CANCEL } from '@/lib/words/actions';
import { PUBLISH, TITLE } from '@/lib/words/editor';

// A text headquarters publishes in versions (the pre-order agreement, the contract's terms): the version in
// force to start from, a new one published after a confirmation, and every version so far.

const FIELDS = ['version', 'title', 'text'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** What differs between the texts: where they are published and the words around the form. */
export interface VersionsWords {
  /** The text's name: 預購須知, 合約條款. */
  name: string;
  /** The call that publishes a new version. */
  publish: 'POST /staff/agreements/v1' | 'POST /staff/contract-terms/v1';
  schema: z.ZodType;
  /** What publishing does, above the form. */
  intro: string;
  /** The warning beside the confirming button and the button's words. */
  confirm: string;
  confirmButton: string;
  textHelper: ReactNode;
}

/**
 * 發布新版: published only from its own button, after the form is checked (Enter in a field never publishes).
 * What was typed stays through a refusal.
 */
function NewVersionForm({ words, current, reload }: { words: VersionsWords; current: AgreementVersion | undefined; reload: () => void }) {
  const form = useForm<Values>({
    resolver: bodyResolver(words.schema, (values) => values, { replaces: '' }),
    defaultValues: { version: '', title: current?.title ?? '', text: current?.text ?? '' },
  });
  const change = useCatalogChange<Values>(form, FIELDS, reload);
  const [asking, setAsking] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const check = form.handleSubmit(() => setAsking(true));
  async function publish() {
    setAsking(false);
    setPublishing(true);
    const values = form.control.values;
    // Sent with the version in force as this page last read it: one published meanwhile is S00409.
    const body = { ...values, replaces: current?.version ?? '' };
    const published = await change.send({ call: words.publish, body }, `已發布第 ${values.version.trim()} 版${words.name}`);
    setPublishing(false);
    if (published) form.resetTo({ version: '', title: values.title, text: values.text });
  }
  return (
    <Panel title="發布新版">
      <chakra.form onSubmit={check} onChange={() => setAsking(false)} noValidate aria-label={`新版${words.name}`}>
        <Stack gap="4">
          <Text color="gray.700">{words.intro}</Text>
          <FormAlert message={change.failure} />
          <Box maxW="20rem">
            <EditorField form={form} name="version" label="版本代號" required helper="例如 2027-01；不可與舊版相同" />
          </Box>
          <EditorField form={form} name="title" label={TITLE} required />
          <EditorField form={form} name="text" label="內容" rows={14} required helper={words.textHelper} />
          {asking ? (
            <HStack gap="3" wrap="wrap" role="group" aria-label="確認發布">
              <Text color="red.700" fontSize="sm">
                {words.confirm}
              </Text>
              <Button type="button" colorPalette="red" onClick={() => void publish()}>
                {words.confirmButton}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
                {CANCEL}
              </Button>
            </HStack>
          ) : (
            <Box>
              <Button type="submit" colorPalette="brand" loading={publishing || form.formState.isSubmitting}>
                發布新版
              </Button>
            </Box>
          )}
        </Stack>
      </chakra.form>
    </Panel>
  );
}

/** The page: its heading, the form and the versions, newest first. */
export function VersionsEditor({ words, versions, reload }: { words: VersionsWords; versions: AgreementVersion[]; reload: () => void }) {
  const current = versions.find((version) => version.current);
  return (
    <Stack gap="5" maxW="5xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {words.name}
      </chakra.h1>
      <NewVersionForm words={words} current={current} reload={reload} />
      <Panel title="各版本">
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {versions.map((version) => (
            <li key={version.version}>
              <chakra.details borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3">
                <chakra.summary cursor="pointer" fontWeight="medium">
                  第 {version.version} 版・{version.title}・{formatDateTime(version.publishedAt)} {PUBLISH}
                  {version.current ? '（生效中）' : ''}
                </chakra.summary>
                <Text mt="2" whiteSpace="pre-wrap" color="gray.800">
                  {version.text}
                </Text>
              </chakra.details>
            </li>
          ))}
        </Stack>
      </Panel>
    </Stack>
  );
}
