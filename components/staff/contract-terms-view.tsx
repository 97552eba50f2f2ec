'use client';

import { STAFF_CONTRACT_TERMS } from '@/lib/words/console';
import { Text } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { contractTermsSchema } from '@/lib/schemas/catalog-forms';
import { messageOf } from './pipeline-list';
import { useStaffQuery } from './staff-session';
import { VersionsEditor, type VersionsWords } from './versions-editor';
import { LOADING } from '@/lib/words/actions';

const wordsFor = (placeholders: string[]): VersionsWords => ({
  name: STAFF_CONTRACT_TERMS,
  publish: 'POST /staff/contract-terms/v1',
  schema: contractTermsSchema,
  intro:
    '汽車買賣契約書的條款，以目前的版本為底稿修改。新版只適用於發布後才轉成的合約；已成立的合約（含審閱中的）一律保留成立時的版本，內容不會改變。',
  confirm: '新版只適用於從現在起轉成的合約，已成立的合約不受影響；發布後無法撤回，要更正請再發布一版。',
  confirmButton: '確定發布，適用於之後的合約',
  textHelper: `每條以「## 條文標題」一行開始（條號自動編為第一條、第二條…），條內每行一款。可填入合約資料：${placeholders.map((name) => `{{${name}}}`).join('、')}`,
});

/** /staff/contract-terms: the contract's terms in force, a new version for contracts made from now on, and every version. */
export function ContractTermsView() {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/contract-terms/v1' });
  if (!data) return error ? <FormAlert message={messageOf(error)} /> : <Text role="status">{LOADING}</Text>;
  return <VersionsEditor words={wordsFor(data.placeholders)} versions={data.versions} reload={reload} />;
}
