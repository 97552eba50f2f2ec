'use client';

import {
  ASSIGNMENT_UPDATED,
  CONVERT_TO_CONTRACT,
  CREATED_DATE,
  RECORD_CONTACT,
  SALES,
  UNASSIGNED,
  notFoundForStaff,
} from '@/lib/words/console';
import { useState } from 'react';
import { Button, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';
import { formatTwd } from '@/lib/format/money';
import { CONTACT_KIND_LABELS, CONTACT_KINDS, type ContactKind } from '@/lib/staff/pipeline';
import { staffContractPath } from '@/lib/urls/staff.mjs';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { FormAlert } from '../forms/form-alert';
import { BuyerFacts } from '../purchase/buyer-facts';
import { FactList } from '../purchase/fact-list';
import { PurchaseSpec } from '../purchase/purchase-spec';
import { PreorderStatusBadge } from '../purchase/status-badge';
import { useRecordAction } from './record-action';
import { ActionError, ConfirmAction } from './confirm-action';
import { convertNote } from './confirm-notes';
import { AssignForm } from './assign-form';
import { CancelForm } from './cancel-form';
import { History, Panel } from './record-parts';
import { useStaffQuery } from './staff-session';
import { messageOf } from './pipeline-list';
import { CANCEL_REASON, CONTRACT, PREORDER, PRICE_BASIS, preorderNamed } from '@/lib/words/purchase';
import { quoteRefText } from '@/lib/purchase/quote-terms';
import { FAMILY, QUANTITY, TOTAL_WITH_TAX } from '@/lib/words/vehicle';
import { DEALER } from '@/lib/words/people';

/** /staff/preorders/{number}: the member, the configuration and price as ordered, the contacts, and what may be done next. */
export function PreorderRecordView({ number }: { number: string }) {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/preorders/v1/{number}', params: { number } });
  const action = useRecordAction(reload);
  if (error) return <FormAlert message={error.code === 'N00404' ? notFoundForStaff(preorderNamed(number)) : messageOf(error)} />;
  if (!data) return <Text role="status">正在載入預購單…</Text>;
  const { preorder } = data;
  const open = preorder.status === 'submitted' || preorder.status === 'contacting';
  const shown = [
    ...(data.rights.work && open ? ['convert', 'cancel', 'contact', ...(preorder.status === 'submitted' ? ['contacting'] : [])] : []),
    ...(data.rights.assign && open ? ['assign'] : []),
  ];

  return (
    <Stack gap="5" maxW="6xl">
      <HStack gap="3" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {PREORDER} {preorder.number}
        </chakra.h1>
        <PreorderStatusBadge status={preorder.status} />
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
        <Stack gap="5">
          <Panel title={PREORDER}>
            <FactList
              facts={[
                { label: CREATED_DATE, value: formatDate(preorder.createdAt) },
                { label: FAMILY, value: preorder.familyName },
                { label: QUANTITY, value: `${preorder.quantity} 台` },
                { label: TOTAL_WITH_TAX, value: formatTwd(preorder.price.total) },
                preorder.quote !== null && { label: PRICE_BASIS, value: quoteRefText(preorder.quote) },
                { label: DEALER, value: data.dealerName },
                { label: SALES, value: data.assignee?.name ?? UNASSIGNED },
                data.cancelReason !== null && { label: CANCEL_REASON, value: data.cancelReason },
                data.contractNumber !== null && {
                  label: CONTRACT,
                  value: (
                    <chakra.span textDecoration="underline" color="brand.700">
                      <NextLink href={staffContractPath(data.contractNumber)}>{data.contractNumber}</NextLink>
                    </chakra.span>
                  ),
                },
              ]}
            />
          </Panel>
          <Panel title="會員">
            <BuyerFacts buyer={data.member} reachable />
          </Panel>
          <PurchaseSpec configuration={preorder.configuration} price={preorder.price} depositLabel={DEPOSIT_LABEL} />
        </Stack>
        <Stack gap="5">
          <ActionError message={action.errorOfGone(shown)} />
          {data.rights.work && open && (
            <Panel title="處理">
              <Stack gap="3">
                {preorder.status === 'submitted' && (
                  <Stack gap="2">
                    <Button
                      colorPalette="brand"
                      variant="outline"
                      loading={action.busy}
                      onClick={() =>
                        void action.run(
                          { call: 'POST /staff/preorders/v1/{number}/contacting', params: { number }, body: { version: data.version } },
                          '已改為經銷商聯繫中，並通知會員',
                          {
                            at: 'contacting',
                          },
                        )
                      }
                    >
                      標記為經銷商聯繫中
                    </Button>
                    <ActionError message={action.errorAt('contacting')} />
                  </Stack>
                )}
                <ConfirmAction
                  label={CONVERT_TO_CONTRACT}
                  title={`將預購單 ${preorder.number} 轉為合約？`}
                  confirmLabel="確認轉為合約"
                  busy={action.busy}
                  error={action.errorAt('convert')}
                  onConfirm={() =>
                    action.run(
                      { call: 'POST /staff/preorders/v1/{number}/convert', params: { number }, body: { version: data.version } },
                      '已轉為合約，並通知會員審閱',
                      { at: 'convert' },
                    )
                  }
                >
                  {convertNote(data.member)}
                </ConfirmAction>
                <CancelForm
                  what={PREORDER}
                  busy={action.busy}
                  onCancel={(reason) =>
                    action.run(
                      { call: 'POST /staff/preorders/v1/{number}/cancel', params: { number }, body: { version: data.version, reason } },
                      '預購單已取消，並通知會員',
                      { at: 'cancel' },
                    )
                  }
                />
                <ActionError message={action.errorAt('cancel')} />
              </Stack>
            </Panel>
          )}
          {data.rights.assign && open && (
            <AssignForm
              salespeople={data.salespeople}
              current={data.assignee?.uuid ?? null}
              dealerCode={data.dealerCode}
              reassignDealer={data.rights.reassignDealer}
              busy={action.busy}
              error={action.errorAt('assign')}
              onAssign={(change) =>
                action.run(
                  { call: 'POST /staff/preorders/v1/{number}/assign', params: { number }, body: { version: data.version, ...change } },
                  ASSIGNMENT_UPDATED,
                  { at: 'assign' },
                )
              }
            />
          )}
          {data.rights.work && open && (
            <Stack gap="2">
              <ContactForm
                busy={action.busy}
                onLog={(contact) =>
                  action.run({ call: 'POST /staff/preorders/v1/{number}/contacts', params: { number }, body: contact }, '已記錄聯繫', {
                    at: 'contact',
                  })
                }
              />
              <ActionError message={action.errorAt('contact')} />
            </Stack>
          )}
          <Panel title="聯繫紀錄">
            {data.contacts.length === 0 ? (
              <Text color="gray.700">尚無聯繫紀錄。</Text>
            ) : (
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {data.contacts.map((contact, index) => (
                  <chakra.li key={`${contact.at}-${index}`}>
                    <Text fontWeight="semibold">
                      {CONTACT_KIND_LABELS[contact.kind]}・{formatDateTime(contact.at)}・{contact.by}
                    </Text>
                    <Text>{contact.note}</Text>
                    {contact.nextStep && <Text color="gray.700">下一步：{contact.nextStep}</Text>}
                  </chakra.li>
                ))}
              </Stack>
            )}
          </Panel>
          <History entries={data.timeline} />
        </Stack>
      </Grid>
    </Stack>
  );
}

function ContactForm({
  busy,
  onLog,
}: {
  busy: boolean;
  onLog: (contact: { kind: ContactKind; note: string; nextStep: string }) => Promise<boolean>;
}) {
  const [kind, setKind] = useState<ContactKind>('call');
  const [note, setNote] = useState('');
  const [nextStep, setNextStep] = useState('');
  return (
    <Panel title={RECORD_CONTACT}>
      <chakra.form
        onSubmit={async (event) => {
          event.preventDefault();
          if (await onLog({ kind, note, nextStep })) {
            setNote('');
            setNextStep('');
          }
        }}
      >
        <Stack gap="3">
          <chakra.label htmlFor="contact-kind" fontWeight="medium">
            方式
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="contact-kind" value={kind} onChange={(event) => setKind(event.target.value as ContactKind)}>
              {CONTACT_KINDS.map((item) => (
                <option key={item} value={item}>
                  {CONTACT_KIND_LABELS[item]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <chakra.label htmlFor="contact-note" fontWeight="medium">
            內容
          </chakra.label>
          <Textarea id="contact-note" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          <chakra.label htmlFor="contact-next" fontWeight="medium">
            下一步
          </chakra.label>
          <Input id="contact-next" value={nextStep} maxLength={200} onChange={(event) => setNextStep(event.target.value)} />
          <Button type="submit" colorPalette="brand" variant="outline" loading={busy}>
            記錄
          </Button>
        </Stack>
      </chakra.form>
    </Panel>
  );
}
