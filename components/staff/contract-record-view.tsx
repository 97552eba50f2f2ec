'use client';

import { ASSIGNMENT_UPDATED, BALANCE_RECEIVED, SALES, UNASSIGNED, contractNamed, notFoundForStaff } from '@/lib/words/console';
import { Grid, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate, formatDateTime, taipeiDayStart } from '@/lib/format/dates';
import { replan } from '@/lib/purchase/delivery-plan';
import { formatTwd } from '@/lib/format/money';
import { balanceDueOf } from '@/lib/sale/purchases';
import { BALANCE_METHOD_LABELS, DEPOSIT_METHOD_LABELS } from '@/lib/staff/pipeline';
import { staffContractTextPath, staffPreorderPath } from '@/lib/urls/staff.mjs';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { FormAlert } from '../forms/form-alert';
import { BuyerFacts } from '../purchase/buyer-facts';
import { ContractPriceTable } from '../purchase/contract-price-table';
import { DealerFacts } from '../purchase/dealer-facts';
import { FactList } from '../purchase/fact-list';
import { ContractStatusBadge } from '../purchase/status-badge';
import { AssignForm } from './assign-form';
import { BalanceForm } from './balance-form';
import { CancelForm } from './cancel-form';
import { MilestoneRow } from './milestone-row';
import { SignForm } from './sign-form';
import { messageOf } from './pipeline-list';
import { useRecordAction } from './record-action';
import { ActionError } from './confirm-action';
import { handoverNote, milestoneDoneNote } from './confirm-notes';
import { History, Panel } from './record-parts';
import { useStaffQuery } from './staff-session';
import {
  BUYER,
  CANCEL_REASON,
  CONTRACT,
  CONTRACT_DATE,
  CONTRACT_FULL_TEXT,
  DELIVERY_PROGRESS,
  NOT_SIGNED,
  ORIGINAL_PREORDER,
  PRICE_AND_PAYMENT,
  REVIEW_UNTIL,
  SIGNED_DATE,
} from '@/lib/words/purchase';
import { FAMILY } from '@/lib/words/vehicle';
import { DEALER } from '@/lib/words/people';

/** /staff/contracts/{number}: buyer, dealer, price as contracted, the review period, the signature and deposit, and the delivery. */
export function ContractRecordView({ number }: { number: string }) {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/contracts/v1/{number}', params: { number } });
  const action = useRecordAction(reload);
  if (error) return <FormAlert message={error.code === 'N00404' ? notFoundForStaff(contractNamed(number)) : messageOf(error)} />;
  if (!data) return <Text role="status">正在載入合約…</Text>;
  const { contract } = data;
  const closed = contract.status === 'delivered' || contract.status === 'cancelled';
  const underWay = contract.status !== 'reviewing' && contract.paymentStatus !== 'deposit-due' && !closed;
  const current = data.milestones.find((milestone) => !milestone.doneAt);
  const due = balanceDueOf(contract.price, contract.paid);
  const mayPay = data.rights.work && contract.status !== 'reviewing' && contract.status !== 'cancelled' && due > 0;
  const shown = [
    ...data.milestones
      .filter((milestone) => data.rights.work && !closed && !milestone.doneAt)
      .map((milestone) => `milestone-${milestone.step}`),
    ...(data.rights.work && contract.status === 'reviewing' ? ['sign'] : []),
    ...(mayPay ? ['pay'] : []),
    ...(data.rights.assign && !closed ? ['assign'] : []),
    ...(data.rights.work && !closed ? ['cancel'] : []),
  ];
  return (
    <Stack gap="5" maxW="6xl">
      <HStack gap="3" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {CONTRACT} {contract.number}
        </chakra.h1>
        <ContractStatusBadge status={contract.status} />
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
        <Stack gap="5">
          <Panel title={CONTRACT}>
            <FactList
              facts={[
                { label: CONTRACT_DATE, value: formatDate(contract.createdAt) },
                { label: REVIEW_UNTIL, value: formatDateTime(contract.reviewUntil) },
                contract.reviewWaivedAt !== null && {
                  label: '買方放棄審閱期',
                  value: `${formatDateTime(contract.reviewWaivedAt)}（買方於會員專區聲明）`,
                },
                { label: SIGNED_DATE, value: contract.signedAt ? formatDate(contract.signedAt) : NOT_SIGNED },
                contract.depositPaidOn !== null && {
                  label: '訂金收款',
                  value: `${formatDate(contract.depositPaidOn)}（${contract.depositMethod ? DEPOSIT_METHOD_LABELS[contract.depositMethod] : ''}）`,
                },
                { label: FAMILY, value: `${data.preorder.familyName}，${data.preorder.quantity} 台` },
                {
                  label: ORIGINAL_PREORDER,
                  value: (
                    <chakra.span textDecoration="underline" color="brand.700">
                      <NextLink href={staffPreorderPath(data.preorder.number)}>{data.preorder.number}</NextLink>
                    </chakra.span>
                  ),
                },
                {
                  label: CONTRACT_FULL_TEXT,
                  value: (
                    <chakra.span textDecoration="underline" color="brand.700">
                      <NextLink href={staffContractTextPath(contract.number)}>閱讀合約全文與下載 PDF</NextLink>
                    </chakra.span>
                  ),
                },
                { label: SALES, value: data.assignee?.name ?? UNASSIGNED },
                contract.cancelReason !== null && { label: CANCEL_REASON, value: contract.cancelReason },
              ]}
            />
          </Panel>
          <Panel title={PRICE_AND_PAYMENT}>
            <ContractPriceTable price={contract.price} paymentStatus={contract.paymentStatus} paid={contract.paid} />
            {contract.balancePayments.length > 0 && (
              <Stack as="ul" gap="1" mt="3" listStyleType="none" m="0" p="0" aria-label="尾款收款紀錄">
                {contract.balancePayments.map((payment, index) => (
                  <Text as="li" key={`${payment.paidOn}-${index}`} color="gray.700">
                    {formatDate(payment.paidOn)} {BALANCE_RECEIVED} {formatTwd(payment.amount)}（{BALANCE_METHOD_LABELS[payment.method]}）・
                    {payment.by}
                  </Text>
                ))}
              </Stack>
            )}
          </Panel>
          <Panel title={DELIVERY_PROGRESS}>
            <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
              {data.milestones.map((milestone) => (
                <MilestoneRow
                  key={`${milestone.step}-${milestone.plannedAt}-${milestone.doneAt}`}
                  milestone={milestone}
                  current={underWay && current?.step === milestone.step}
                  editable={data.rights.work && !closed && !milestone.doneAt}
                  busy={action.busy}
                  failure={action.errorAt(`milestone-${milestone.step}`)}
                  confirmDone={
                    milestone.key === 'handover' ? handoverNote(contract.buyer, due) : milestoneDoneNote(contract.buyer, milestone.label)
                  }
                  preview={(plannedOn) => replan(data.milestones, milestone.step, taipeiDayStart(plannedOn))}
                  onPlan={(plan) =>
                    action.run(
                      {
                        call: 'POST /staff/contracts/v1/{number}/plan',
                        params: { number },
                        body: { version: data.version, step: milestone.step, ...plan },
                      },
                      '預計日期已更新',
                      {
                        at: `milestone-${milestone.step}`,
                      },
                    )
                  }
                  onDone={(doneOn) =>
                    action.run(
                      {
                        call: 'POST /staff/contracts/v1/{number}/done',
                        params: { number },
                        body: { version: data.version, step: milestone.step, doneOn },
                      },
                      `「${milestone.label}」已完成，並通知會員`,
                      { at: `milestone-${milestone.step}` },
                    )
                  }
                />
              ))}
            </Stack>
            {!underWay && !closed && (
              <Text mt="3" color="gray.700">
                簽約並收到訂金後，才能更新交車進度。
              </Text>
            )}
          </Panel>
          <Panel title={BUYER}>
            <BuyerFacts buyer={contract.buyer} reachable />
          </Panel>
          <Panel title={DEALER}>
            <DealerFacts dealer={contract.dealer} />
          </Panel>
        </Stack>
        <Stack gap="5">
          <ActionError message={action.errorOfGone(shown)} />
          {data.rights.work && contract.status === 'reviewing' && (
            <SignForm
              deposit={contract.price.deposit}
              buyer={contract.buyer}
              refusal={contract.signRefusal}
              busy={action.busy}
              error={action.errorAt('sign')}
              onSign={(input) =>
                action.run(
                  { call: 'POST /staff/contracts/v1/{number}/sign', params: { number }, body: { version: data.version, ...input } },
                  '已記錄簽約與訂金，並通知會員',
                  { at: 'sign' },
                )
              }
            />
          )}
          {mayPay && (
            <Stack gap="2">
              <BalanceForm
                key={due}
                due={due}
                buyer={contract.buyer}
                busy={action.busy}
                onPay={(input) =>
                  action.run(
                    { call: 'POST /staff/contracts/v1/{number}/pay', params: { number }, body: { version: data.version, ...input } },
                    '已記錄收到尾款，並通知買方',
                    { at: 'pay' },
                  )
                }
              />
              <ActionError message={action.errorAt('pay')} />
            </Stack>
          )}
          {data.rights.assign && !closed && (
            <AssignForm
              salespeople={data.salespeople}
              current={data.assignee?.uuid ?? null}
              dealerCode={data.dealerCode}
              reassignDealer={data.rights.reassignDealer}
              busy={action.busy}
              error={action.errorAt('assign')}
              onAssign={(change) =>
                action.run(
                  { call: 'POST /staff/contracts/v1/{number}/assign', params: { number }, body: { version: data.version, ...change } },
                  ASSIGNMENT_UPDATED,
                  { at: 'assign' },
                )
              }
            />
          )}
          {data.rights.work && !closed && (
            <Stack gap="2">
              <CancelForm
                what={CONTRACT}
                busy={action.busy}
                onCancel={(reason) =>
                  action.run(
                    { call: 'POST /staff/contracts/v1/{number}/cancel', params: { number }, body: { version: data.version, reason } },
                    '合約已取消，並通知會員',
                    { at: 'cancel' },
                  )
                }
              />
              <ActionError message={action.errorAt('cancel')} />
            </Stack>
          )}
          <History entries={data.timeline} />
        </Stack>
      </Grid>
    </Stack>
  );
}
