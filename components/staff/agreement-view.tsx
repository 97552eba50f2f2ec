'use client';

import { useState } from 'react';
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useForm } from '@/components/forms/use-form';
import { FormAlert } from '@/components/forms/form-alert';
import { formatDateTime } from '@/lib/dates';
import type { AgreementVersion } from '@/lib/schemas/catalog-editing-data';
import { agreementSchema } from '@/lib/schemas/catalog-forms';
import { EditorField } from './editor-field';
import { bodyResolver, useCatalogChange } from './catalog-change';
import { messageOf } from './pipeline-list';
import { Panel } from './record-parts';
import { useStaffQuery } from './staff-session';

const FIELDS = ['version', 'title', 'text'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/**
 * 發布新版: the text in force to start from and a new version's code; published only from its own button,
 * after the form is checked (Enter in a field never publishes). What was typed stays through a refusal.
 */
function NewVersionForm({ current, reload }: { current: AgreementVersion | undefined; reload: () => void }) {
  const form = useForm<Values>({
    resolver: bodyResolver(agreementSchema, (values) => values, { replaces: '' }),
    defaultValues: { version: '', title: current?.title ?? '', text: current?.text ?? '' },
  });
  const change = useCatalogChange<Values, AgreementVersion[]>(form, FIELDS, reload);
  const [asking, setAsking] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const check = form.handleSubmit(() => setAsking(true));
  async function publish() {
    setAsking(false);
    setPublishing(true);
    const values = form.control.values;
    // Sent with the version in force as this page last read it: one published meanwhile is S00409.
    const body = { ...values, replaces: current?.version ?? '' };
    const versions = await change.send('/staff/agreements/v1', 'POST', body, `已發布第 ${values.version.trim()} 版預購須知`);
    setPublishing(false);
    if (versions?.[0]) form.resetTo({ version: '', title: versions[0].title, text: versions[0].text });
  }
  return (
    <Panel title="發布新版">
      <chakra.form onSubmit={check} onChange={() => setAsking(false)} noValidate aria-label="新版預購須知">
        <Stack gap="4">
          <Text color="gray.700">
            以目前的版本為底稿修改。發布後立即生效：所有車系的預購步驟改顯示新版，尚未送出的會員須重新閱讀並勾選同意；已成立的預購單保留當時同意的版本。
          </Text>
          <FormAlert message={change.failure} />
          <Box maxW="20rem">
            <EditorField form={form} name="version" label="版本代號" required helper="例如 2027-01；不可與舊版相同" />
          </Box>
          <EditorField form={form} name="title" label="標題" required />
          <EditorField form={form} name="text" label="內容" rows={14} required helper="每段以空白行分隔" />
          {asking ? (
            <HStack gap="3" wrap="wrap" role="group" aria-label="確認發布">
              <Text color="red.700" fontSize="sm">
                發布後立即生效且無法撤回；要更正，請再發布一版。
              </Text>
              <Button type="button" colorPalette="red" onClick={() => void publish()}>
                確定發布，立即生效
              </Button>
              <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
                取消
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

/** /staff/agreements: the pre-order agreement in force, a new version, and every version so far. */
export function AgreementView() {
  const { data, error, reload } = useStaffQuery<AgreementVersion[]>('/staff/agreements/v1');
  if (!data) return error ? <FormAlert message={messageOf(error)} /> : <Text role="status">正在載入…</Text>;
  const current = data.find((version) => version.current);
  return (
    <Stack gap="5" maxW="5xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        預購須知
      </chakra.h1>
      <NewVersionForm current={current} reload={reload} />
      <Panel title="各版本">
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {data.map((version) => (
            <li key={version.version}>
              <chakra.details borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3">
                <chakra.summary cursor="pointer" fontWeight="medium">
                  第 {version.version} 版・{version.title}・{formatDateTime(version.publishedAt)} 發布{version.current ? '（生效中）' : ''}
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
