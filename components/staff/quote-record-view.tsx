'use client';

import { useState } from 'react';
import { Box, Button, Grid, HStack, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { formatTwd, formatTwdLine } from '@/lib/format/money';
import { DISCOUNT_LABEL } from '@/lib/sale/quote-versions';
import type { StaffQuoteRecord, StaffQuoteVersion } from '@/lib/schemas/staff-quotes';
import { notFoundForStaff } from '@/lib/words/console';
import { BACK } from '@/lib/words/actions';
import { FormAlert } from '../forms/form-alert';
import { FactList } from '../purchase/fact-list';
import { ActionError } from './confirm-action';
import { messageOf } from './pipeline-list';
import { useRecordAction } from './record-action';
import { Panel } from './record-parts';
import { useStaffProfile, useStaffQuery } from './staff-session';

type Quote = StaffQuoteRecord['quote'];
type Action = ReturnType<typeof useRecordAction>;

/** /staff/quotes/{number}: the buyer's request (configuration, the estimate, financing) and every formal version, newest first. */
export function QuoteRecordView({ number }: { number: string }) {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/quotes/v1/{number}', params: { number } });
  const profile = useStaffProfile();
  const action = useRecordAction(reload);
  if (error) return <FormAlert message={error.code === 'N00404' ? notFoundForStaff(`報價單 ${number}`) : messageOf(error)} />;
  if (!data) return <Text role="status">正在載入報價單…</Text>;
  const { quote } = data;
  const latest = data.versions[0]?.version ?? 0;

  return (
    <Stack gap="5" maxW="6xl">
      <HStack gap="3" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          報價單 {quote.number}
        </chakra.h1>
        <Text as="span" bg="gray.100" px="2" py="0.5" rounded="md">
          {quote.statusLabel}
        </Text>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <Panel title="報價請求">
            <FactList
              facts={[
                { label: '索取時間', value: formatDateTime(quote.createdAt) },
                { label: '買方', value: quote.buyer.name },
                { label: '手機', value: quote.buyer.mobile },
                { label: '電子郵件', value: quote.buyer.email },
                { label: '據點', value: `${quote.pointName}（${quote.dealerName}）` },
                { label: '用途', value: quote.useLabel },
                { label: '預計領牌日', value: formatDate(quote.plateDay) },
              ]}
            />
          </Panel>
          <Panel title="配置">
            <FactList
              facts={[
                { label: '車系', value: quote.configuration.family.name },
                { label: '數量', value: `${quote.quantity} 輛` },
                ...quote.price.lines.map((line) => ({ label: line.label, value: formatTwd(line.amount) })),
                { label: '車價合計（請求當時，含稅）', value: formatTwd(quote.price.total) },
              ]}
            />
          </Panel>
          <CostsTable title="網站估算（請求當時）" costs={quote.costs} />
          <FinancingFacts financing={quote.financing} />
        </Stack>
        <Stack gap="5" minW="0">
          {data.rights.issue && <IssueForm data={data} action={action} />}
          <Panel title="報價單版本">
            {data.versions.length === 0 ? (
              <Text color="gray.700">尚未開立正式報價單。</Text>
            ) : (
              <Stack gap="4">
                {data.versions.map((version) => (
                  <VersionCard
                    key={version.version}
                    version={version}
                    quote={quote}
                    decidable={data.rights.decide && version.status === 'awaiting-approval' && version.version === latest}
                    own={profile?.uuid === version.issuedById}
                    action={action}
                  />
                ))}
              </Stack>
            )}
          </Panel>
        </Stack>
      </Grid>
    </Stack>
  );
}

function CostsTable({ title, costs }: { title: string; costs: Quote['costs'] }) {
  return (
    <Panel title={title}>
      <chakra.table w="full" fontSize="sm">
        <chakra.caption srOnly>{title}的各項費用</chakra.caption>
        <tbody>
          {costs.lines.map((line) => (
            <chakra.tr key={line.label} borderTopWidth="1px" borderColor="gray.200" verticalAlign="top">
              <chakra.th scope="row" textAlign="start" fontWeight={line.label === DISCOUNT_LABEL ? 'bold' : 'normal'} py="2" pe="3">
                {line.label}
                <chakra.span display="block" color="gray.700" fontSize="xs">
                  {line.basis}
                </chakra.span>
              </chakra.th>
              <chakra.td textAlign="end" whiteSpace="nowrap" py="2">
                {line.amount === null ? '未列入' : formatTwdLine(line.amount)}
              </chakra.td>
            </chakra.tr>
          ))}
          <chakra.tr borderTopWidth="2px" borderColor="gray.400">
            <chakra.th scope="row" textAlign="start" py="2">
              領牌上路總價
            </chakra.th>
            <chakra.td textAlign="end" fontWeight="bold" whiteSpace="nowrap" py="2">
              {formatTwd(costs.total)}
            </chakra.td>
          </chakra.tr>
        </tbody>
      </chakra.table>
    </Panel>
  );
}

function FinancingFacts({ financing: f }: { financing: Quote['financing'] }) {
  return (
    <Panel title={`付款方式：${f.label}`}>
      {f.estimate ? (
        <FactList
          facts={[
            f.downPayment !== null && { label: '頭期款', value: formatTwd(f.downPayment) },
            f.residual !== null && { label: '殘值', value: formatTwd(f.residual) },
            { label: f.kind === 'lease' ? '租賃金額' : '貸款金額', value: formatTwd(f.estimate.financed) },
            { label: '期數與年利率', value: `${f.months} 期，${f.annualRatePercent}%` },
            { label: '每月付款（估）', value: formatTwd(f.estimate.monthly) },
          ]}
        />
      ) : (
        <Text>現金一次付清。</Text>
      )}
    </Panel>
  );
}

/** 開立新版本: the discount, the valid-until day (within the days the server allows) and a note. */
function IssueForm({ data, action }: { data: StaffQuoteRecord; action: Action }) {
  const [discount, setDiscount] = useState('0');
  const [validUntil, setValidUntil] = useState(data.validUntilMax);
  const [note, setNote] = useState('');
  // The lines the estimate left out, each priced per truck or left empty (not in the version).
  const [filled, setFilled] = useState<Record<string, string>>({});
  const number = data.quote.number;
  const leftOut = data.quote.costs.notEstimated;
  return (
    <Panel title="開立新版本">
      <chakra.form
        aria-label="開立新版本"
        onSubmit={async (event) => {
          event.preventDefault();
          const done = await action.run(
            {
              call: 'POST /staff/quotes/v1/{number}/versions',
              params: { number },
              body: {
                version: data.quote.version,
                discount: Number(discount),
                validUntil,
                note,
                filled: leftOut.filter((label) => filled[label]?.trim()).map((label) => ({ label, amount: Number(filled[label]) })),
              },
            },
            Number(discount) > data.discountLimit ? '折扣超過上限，已送經銷主管核准' : '已開立報價單，並寄信通知買方',
            { at: 'issue' },
          );
          if (done) setNote('');
        }}
      >
        <Stack gap="3">
          <Text color="gray.700" fontSize="sm">
            依目前有效的價格重新計算；折扣超過 {formatTwd(data.discountLimit)} 時需經銷主管核准。
            {leftOut.length > 0 && '網站估算未列入的費用，可依實際報價逐項填列。'}
          </Text>
          <chakra.label htmlFor="quote-discount" fontWeight="medium">
            折扣（新臺幣元，整份報價單）
          </chakra.label>
          <Input
            id="quote-discount"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
          />
          <chakra.label htmlFor="quote-valid-until" fontWeight="medium">
            有效期限（{formatDate(data.validFrom)} 至 {formatDate(data.validUntilMax)}）
          </chakra.label>
          <Input
            id="quote-valid-until"
            type="date"
            min={data.validFrom}
            max={data.validUntilMax}
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
          />
          {leftOut.map((label, i) => (
            <Stack key={label} gap="1">
              <chakra.label htmlFor={`quote-filled-${i}`} fontWeight="medium">
                {label}（每輛，元；空白則不列入）
              </chakra.label>
              <Input
                id={`quote-filled-${i}`}
                type="number"
                inputMode="numeric"
                min={0}
                value={filled[label] ?? ''}
                onChange={(e) => setFilled((typed) => ({ ...typed, [label]: e.target.value }))}
              />
            </Stack>
          ))}
          <chakra.label htmlFor="quote-note" fontWeight="medium">
            備註（買方看得到）
          </chakra.label>
          <Textarea id="quote-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          <Button type="submit" colorPalette="brand" loading={action.busy}>
            開立報價單
          </Button>
          <ActionError message={action.errorAt('issue')} />
        </Stack>
      </chakra.form>
    </Panel>
  );
}

function VersionCard({
  version: v,
  quote,
  decidable,
  own,
  action,
}: {
  version: StaffQuoteVersion;
  quote: Quote;
  decidable: boolean;
  own: boolean;
  action: Action;
}) {
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const at = `decide-${v.version}`;
  const params = { number: quote.number, version: v.version };
  return (
    <Box as="article" aria-label={`${v.label}（${v.number}）`} borderWidth="1px" borderColor="gray.200" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" mb="2">
        <Text fontWeight="bold">
          {v.label}・{v.number}
        </Text>
        <Text as="span" bg={v.status === 'awaiting-approval' ? 'orange.100' : 'gray.100'} px="2" rounded="md">
          {v.statusLabel}
          {v.standingLabel && `・${v.standingLabel}`}
        </Text>
      </HStack>
      <FactList
        size="sm"
        facts={[
          { label: '開立', value: `${v.salesperson}・${formatDateTime(v.createdAt)}` },
          { label: '折扣', value: formatTwd(v.discount) },
          { label: '有效期限', value: formatDate(v.validUntil) },
          { label: '領牌上路總價', value: formatTwd(v.total) },
          v.financing.estimate !== null && { label: '每月付款（估）', value: formatTwd(v.financing.estimate.monthly) },
          v.note !== '' && { label: '備註', value: v.note },
          v.decidedBy !== null && { label: '主管決定', value: `${v.decidedBy}・${formatDateTime(v.decidedAt!)}` },
          v.refusalReason !== null && { label: '未核准原因', value: v.refusalReason },
        ]}
      />
      <chakra.details mt="2">
        <chakra.summary cursor="pointer">各項費用</chakra.summary>
        <Stack as="ul" gap="1" mt="2" ps="4" fontSize="sm">
          {v.costs.lines.map((line) => (
            <chakra.li key={line.label}>
              {line.label}：{line.amount === null ? '未列入' : formatTwdLine(line.amount)}
            </chakra.li>
          ))}
        </Stack>
      </chakra.details>
      {decidable &&
        (own ? (
          <Text mt="3" color="gray.700">
            這是您開立的版本，需由其他主管核准。
          </Text>
        ) : refusing ? (
          <chakra.form
            mt="3"
            aria-label={`退回${v.label}`}
            onSubmit={async (event) => {
              event.preventDefault();
              if (
                await action.run(
                  { call: 'POST /staff/quotes/v1/{number}/versions/{version}/refuse', params, body: { version: quote.version, reason } },
                  `已退回${v.label}，並通知業務`,
                  { at },
                )
              )
                setRefusing(false);
            }}
          >
            <Stack gap="2">
              <chakra.label htmlFor={`${at}-reason`} fontWeight="medium">
                未核准原因（會寄給業務）
              </chakra.label>
              <Textarea id={`${at}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
              <HStack>
                <Button type="submit" colorPalette="red" loading={action.busy}>
                  確認不核准
                </Button>
                <Button variant="ghost" onClick={() => setRefusing(false)}>
                  {BACK}
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        ) : (
          <HStack mt="3" wrap="wrap">
            <Button
              colorPalette="brand"
              loading={action.busy}
              onClick={() =>
                void action.run(
                  { call: 'POST /staff/quotes/v1/{number}/versions/{version}/approve', params, body: { version: quote.version } },
                  `已核准${v.label}，並寄信通知買方`,
                  { at },
                )
              }
            >
              核准折扣
            </Button>
            <Button colorPalette="red" variant="outline" onClick={() => setRefusing(true)}>
              不核准…
            </Button>
          </HStack>
        ))}
      <ActionError message={action.errorAt(at)} />
    </Box>
  );
}
