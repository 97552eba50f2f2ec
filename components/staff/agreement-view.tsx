'use client';

import { STAFF_AGREEMENTS } from '@/lib/words/console';
import { Text } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { agreementSchema } from '@/lib/schemas/catalog-forms';
import { messageOf } from './pipeline-list';
import { useStaffQuery } from './staff-session';
import { VersionsEditor, type VersionsWords } from './versions-editor';
import { LOADING } from '@/lib/words/actions';

const WORDS: VersionsWords = {
  name: STAFF_AGREEMENTS,
  publish: 'POST /staff/agreements/v1',
  schema: agreementSchema,
  intro:
    '以目前的版本為底稿修改。發布後立即生效：所有車系的預購步驟改顯示新版，尚未送出的會員須重新閱讀並勾選同意；已成立的預購單保留當時同意的版本。',
  confirm: '發布後立即生效且無法撤回；要更正，請再發布一版。',
  confirmButton: '確定發布，立即生效',
  textHelper: '每段以空白行分隔',
};

/** /staff/agreements: the pre-order agreement in force, a new version, and every version so far. */
export function AgreementView() {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/agreements/v1' });
  if (!data) return error ? <FormAlert message={messageOf(error)} /> : <Text role="status">{LOADING}</Text>;
  return <VersionsEditor words={WORDS} versions={data} reload={reload} />;
}
