'use client';

import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { typedNumber } from '@/components/forms/typed-number';
import { FormAlert } from '@/components/forms/form-alert';
import { useForm } from '@/components/forms/use-form';
import { formatDateTime } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { LICENCE_TAX_SOURCE } from '@/lib/sale/licence-tax';
import { roadFeeUpdateSchema, type RoadFeeRow } from '@/lib/schemas/road-fees';
import { LOADING } from '@/lib/words/actions';
import { STAFF_ROAD_FEES } from '@/lib/words/console';
import { bodyResolver, useCatalogChange } from './catalog-change';
import { EditorField } from './editor-field';
import { messageOf } from './pipeline-list';
import { Panel } from './record-parts';
import { useStaffQuery } from './staff-session';

type Values = { amount: string; basis: string };
const FIELDS = ['amount', 'basis'] as const;
const bodyOf = (values: Values) => ({ amount: typedNumber(values.amount), basis: values.basis });
const valuesOf = (fee: RoadFeeRow): Values => ({ amount: fee.amount === null ? '' : String(fee.amount), basis: fee.basis });

/** One fee: its amount per truck and basis, saved under the version read. */
function FeePanel({ fee, reload }: { fee: RoadFeeRow; reload: () => void }) {
  const form = useForm<Values>({
    resolver: bodyResolver(roadFeeUpdateSchema, bodyOf, { version: fee.version }),
    defaultValues: valuesOf(fee),
  });
  const change = useCatalogChange<Values>(form, FIELDS, reload);
  const save = form.handleSubmit(async (values) => {
    const body = { amount: typedNumber(values.amount)!, basis: values.basis, version: fee.version };
    await change.send(
      { call: 'PUT /staff/road-fees/v1/{kind}', params: { kind: fee.kind }, body },
      `已儲存「${fee.label}」，之後的估算採用新金額`,
    );
  });
  return (
    <Panel title={fee.label}>
      <chakra.form onSubmit={save} noValidate aria-label={fee.label}>
        <Stack gap="3">
          <Text color="gray.700" fontSize="sm">
            {fee.amount === null
              ? '尚未設定：估算會列出此項但不計金額，由經銷商在正式報價單填列。'
              : `目前每輛 ${formatTwd(fee.amount)}，${fee.updatedAt ? `${formatDateTime(fee.updatedAt)} 修改` : ''}`}
          </Text>
          <FormAlert message={change.failure} />
          <EditorField form={form} name="amount" label="每輛金額（元）" type="number" required />
          <EditorField form={form} name="basis" label="依據" required helper="法規或費率表的名稱與查核日期，會印在估算的這一行" />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              儲存
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Panel>
  );
}

/** /staff/road-fees: the fees on the road the quote's estimate adds besides 使用牌照稅, which comes from its official table. */
export function RoadFeesView() {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/road-fees/v1' });
  return (
    <Stack gap="5" maxW="4xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {STAFF_ROAD_FEES}
      </chakra.h1>
      <Text color="gray.700">
        會員索取報價時，網站估算的落地價加上這些費用（每輛）。已送出的報價請求保留當時的金額。使用牌照稅依官方稅額表計算，不在此設定（
        {LICENCE_TAX_SOURCE}）。
      </Text>
      <FormAlert message={error ? messageOf(error) : ''} />
      {!data && !error && <Text role="status">{LOADING}</Text>}
      {data?.map((fee) => (
        <FeePanel key={`${fee.kind}-${fee.version}`} fee={fee} reload={reload} />
      ))}
    </Stack>
  );
}
