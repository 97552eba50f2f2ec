import 'server-only';
import type { NoticePrefs } from '@/lib/purchase/notice-prefs';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { configurationLines } from '@/lib/configurator/words';
import { DEALER_CALLS_WITHIN_WORKING_DAYS } from '@/lib/constants';
import { DEPOSIT_LABEL, PAYMENT_TERMS } from '@/lib/sale/deposit-terms';
import type { FrozenConfiguration } from '@/lib/sale/pricing';
import {
  BALANCE_METHOD_LABELS,
  dateMoveReasonText,
  DEPOSIT_METHOD_LABELS,
  type BalanceMethod,
  type DateMoveReason,
  type DepositMethod,
} from '@/lib/staff/pipeline';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import { siteOrigin } from '@/lib/urls/site-origin';
import { compose } from './templates';

// The mails that keep a member informed of their pre-order and contract (issue 18): each says what
// changed, in the member's terms, and links to the page that shows it.

export interface Recipient {
  email: string;
  name: string;
  /** The optional notices the member receives (the mails below say what comes next accordingly). */
  prefs: NoticePrefs;
}

const greet = (to: Recipient) => `${to.name} 您好：`;
const pageOf = (kind: 'preorder-spec' | 'contract-detail' | 'contract-text' | 'delivery', uuid: string) =>
  `${siteOrigin()}${purchaseDetailPath(kind, uuid)}`;
const link = (kind: Parameters<typeof pageOf>[0], uuid: string, label: string) => ({
  link: pageOf(kind, uuid),
  label,
});

export function dealerWillCallMail(to: Recipient, preorder: { uuid: string; number: string }, dealer: { name: string; phone: string }) {
  return compose(to.email, { record: '預購單', number: preorder.number, what: '經銷商將與您聯繫' }, greet(to), [
    `您的預購單 ${preorder.number} 已由 ${dealer.name} 受理，專人將於近日以電話與您聯繫，說明規格、交期與簽約事宜。`,
    `若您想先行聯絡，請來電 ${dealer.phone}。`,
    link('preorder-spec', preorder.uuid, '查看預購單'),
  ]);
}

export function contractReadyMail(to: Recipient, contract: { uuid: string; number: string; reviewUntil: Date; total: number }) {
  return compose(to.email, { record: '合約', number: contract.number, what: '已備妥，請審閱' }, greet(to), [
    `您的購車合約 ${contract.number}（總價 ${formatTwd(contract.total)}，含營業稅）已備妥，請在網站上審閱合約全文（可下載 PDF）：${pageOf('contract-text', contract.uuid)}`,
    `審閱期至 ${formatDate(contract.reviewUntil)} 止；審閱期屆滿前，我們不會要求您簽約。`,
    link('contract-text', contract.uuid, '審閱合約全文'),
  ]);
}

export function reviewWaivedMail(to: Recipient, contract: { uuid: string; number: string; reviewUntil: Date; waivedAt: Date }) {
  return compose(to.email, `合約 ${contract.number}：您已放棄剩餘的審閱期`, greet(to), [
    `您已於 ${formatDateTime(contract.waivedAt)} 在會員專區聲明放棄合約 ${contract.number} 剩餘的審閱期（原訂至 ${formatDateTime(contract.reviewUntil)} 止）。`,
    '經銷商現在就可以和您約定簽約；您仍可以決定不簽約。若這不是您本人的操作，請立即與經銷商聯繫。',
    link('contract-detail', contract.uuid, '查看合約'),
  ]);
}

export function signedMail(
  to: Recipient,
  contract: { uuid: string; number: string },
  deposit: { amount: number; paidOn: Date; method: DepositMethod },
) {
  return compose(to.email, { record: '合約', number: contract.number, what: '已簽約並收到訂金' }, greet(to), [
    `合約 ${contract.number} 已完成簽約，我們已收到訂金 ${formatTwd(deposit.amount)}（${formatDate(deposit.paidOn)}，${DEPOSIT_METHOD_LABELS[deposit.method]}）。`,
    to.prefs.milestones
      ? '接下來的排產與交車進度，會在每一步完成時通知您。'
      : '接下來的排產與交車進度可隨時在網站上查看；您已關閉交車進度的通知信，可在會員資料的「購車通知信」重新開啟。',
    link('delivery', contract.uuid, '查看交車進度'),
  ]);
}

export function milestoneDoneMail(to: Recipient, contract: { uuid: string; number: string }, milestone: { label: string; doneOn: Date }) {
  return compose(to.email, { record: '合約', number: contract.number, what: `${milestone.label} 已完成` }, greet(to), [
    `您的車輛交車進度「${milestone.label}」已於 ${formatDate(milestone.doneOn)} 完成。`,
    link('delivery', contract.uuid, '查看交車進度'),
  ]);
}

export function balanceReceivedMail(
  to: Recipient,
  contract: { uuid: string; number: string },
  payment: { amount: number; paidOn: Date; method: BalanceMethod; paid: number; due: number },
) {
  return compose(to.email, `合約 ${contract.number}：已收到尾款 ${formatTwd(payment.amount)}`, greet(to), [
    `我們已收到合約 ${contract.number} 的尾款 ${formatTwd(payment.amount)}（${formatDate(payment.paidOn)}，${BALANCE_METHOD_LABELS[payment.method]}）。`,
    payment.due > 0
      ? `目前已付 ${formatTwd(payment.paid)}，尚待付款 ${formatTwd(payment.due)}。`
      : `合約款項已全部付清（共 ${formatTwd(payment.paid)}）。`,
    link('contract-detail', contract.uuid, '查看合約與付款'),
  ]);
}

export function handedOverMail(to: Recipient, contract: { uuid: string; number: string }, handover: { doneOn: Date; due: number }) {
  return compose(to.email, `合約 ${contract.number}：已交車`, greet(to), [
    `您的車輛已於 ${formatDate(handover.doneOn)} 交車，感謝您的購買。`,
    handover.due > 0 ? `尚待付款 ${formatTwd(handover.due)}；收到款項後，我們會再寄信通知您。` : '合約款項已全部付清。',
    link('contract-detail', contract.uuid, '查看合約與付款'),
  ]);
}

/** A moved date, with the whole new plan in step order (`plan`, lib/purchase/delivery-plan.ts planLines) and the one reason. */
export function dateMovedMail(
  to: Recipient,
  contract: { uuid: string; number: string },
  move: { label: string; oldDate: Date | null; newDate: Date; reason: DateMoveReason; reasonText: string; moved: number },
  plan: string[],
) {
  return compose(to.email, { record: '合約', number: contract.number, what: `「${move.label}」預計日期變更` }, greet(to), [
    `「${move.label}」的預計日期由 ${move.oldDate ? formatDate(move.oldDate) : '未定'} 改為 ${formatDate(move.newDate)}。`,
    `原因：${dateMoveReasonText(move.reason, move.reasonText)}`,
    move.moved > 0 ? `之後的 ${move.moved} 個階段隨之順延相同天數。新的交車計畫如下：` : '新的交車計畫如下：',
    { list: plan },
    link('delivery', contract.uuid, '查看交車進度'),
  ]);
}

/** Who serves the buyer: named with its phone wherever a mail tells the buyer to ask. */
export interface DealerContact {
  name: string;
  phone: string;
}
const dealerLine = (dealer: DealerContact) => `${dealer.name}（電話 ${dealer.phone}）`;

/** The receipt of a new pre-order, queued with it: what was ordered, what is paid when, who calls, how to cancel. */
export function preorderReceiptMail(
  to: Recipient,
  preorder: { uuid: string; number: string; configuration: FrozenConfiguration; quantity: number; total: number; deposit: number },
  dealer: DealerContact,
) {
  return compose(to.email, { record: '預購單', number: preorder.number, what: '已收到您的預購' }, greet(to), [
    `我們已收到您的預購單 ${preorder.number}，內容如下：`,
    {
      list: [
        ...configurationLines(preorder.configuration),
        `數量：${preorder.quantity} 台`,
        `總價（含稅）：${formatTwd(preorder.total)}`,
        `${DEPOSIT_LABEL}：${formatTwd(preorder.deposit)}`,
      ],
    },
    PAYMENT_TERMS,
    `為您服務的經銷商是 ${dealerLine(dealer)}，將於 ${DEALER_CALLS_WITHIN_WORKING_DAYS} 個工作天內由業務人員與您聯繫，確認規格、交車地點與付款方式。`,
    `簽約前您可隨時取消這筆預購：請到網站「購車管理」開啟這張預購單，按「取消預購單」；也可以來電經銷商辦理。`,
    link('preorder-spec', preorder.uuid, '查看預購單'),
  ]);
}

/** A cancelled pre-order or contract: by the buyer themselves (`byMember`) or by the dealer, with the reason and whom to call. */
export function cancelledMail(
  to: Recipient,
  record: { kind: 'preorder' | 'contract'; uuid: string; number: string },
  reason: string,
  dealer: DealerContact,
  byMember = false,
) {
  const what = record.kind === 'preorder' ? '預購單' : '合約';
  return compose(to.email, { record: what, number: record.number, what: '已取消' }, greet(to), [
    byMember ? `您已取消${what} ${record.number}，經銷商也已收到通知。` : `您的${what} ${record.number} 已取消。`,
    `原因：${reason}`,
    byMember
      ? `若是誤按或想重新預購，請來電為您服務的經銷商 ${dealerLine(dealer)}，或在網站上重新送出預購。`
      : `若有任何疑問，請來電為您服務的經銷商 ${dealerLine(dealer)}。`,
    link(record.kind === 'preorder' ? 'preorder-spec' : 'contract-detail', record.uuid, `查看${what}`),
  ]);
}
