import { formatDate, taipeiDayStart, taipeiToday } from '@/lib/format/dates';
import { REVIEW_PERIOD_DAYS } from '@/lib/sale/deposit-terms';
import { formatTwd } from '@/lib/format/money';
import { type ContractBuyer } from '@/lib/sale/purchases';
import { CONTRACT_STATUS_LABELS, PREORDER_STATUS_LABELS } from '@/lib/purchase/states';
import { DEPOSIT_METHOD_LABELS, type DepositMethod } from '@/lib/staff/pipeline';
import { MAGAZINE_ISSUE } from '@/lib/words/editor';
import { UNDATED } from '@/lib/words/staff';

// What a change of the console will do, in the words its confirmation shows: who is mailed and what starts.

/** The buyer as a mail goes to them: the company or the person, and the address. */
export const mailedTo = (buyer: Pick<ContractBuyer, 'name' | 'companyName' | 'email'>) =>
  `${buyer.companyName || buyer.name}（${buyer.email}）`;

/** A day typed in the console (YYYY-MM-DD, Taipei) in words; today says so. */
const dayWords = (day: string) => (day === taipeiToday() ? `今天（${formatDate(taipeiDayStart(day))}）` : formatDate(taipeiDayStart(day)));

export const convertNote = (buyer: ContractBuyer) =>
  `將建立合約並寄出合約通知信給 ${mailedTo(buyer)}，審閱期 ${REVIEW_PERIOD_DAYS} 天自今日起算；預購單改為「${PREORDER_STATUS_LABELS.contracted}」。`;

export const signNote = (
  buyer: ContractBuyer,
  input: { signedOn: string; depositAmount: number; depositPaidOn: string; depositMethod: DepositMethod },
) =>
  `將記錄 ${dayWords(input.signedOn)} 簽約，並於 ${dayWords(input.depositPaidOn)} 以${DEPOSIT_METHOD_LABELS[input.depositMethod]}收到訂金 ${formatTwd(input.depositAmount)}；` +
  `合約改為「${CONTRACT_STATUS_LABELS.signed}」，交車進度自此開始，並寄信通知買方 ${mailedTo(buyer)}。`;

export const milestoneDoneNote = (buyer: ContractBuyer, label: string) => (doneOn: string) =>
  `將記錄「${label}」於 ${doneOn ? dayWords(doneOn) : UNDATED} 完成，交車進度進入下一步；買方 ${mailedTo(buyer)} 若選擇接收交車進度通知，會收到通知信。`;

export const handoverNote = (buyer: ContractBuyer, due: number) => (doneOn: string) =>
  `將記錄於 ${doneOn ? dayWords(doneOn) : UNDATED} 交車，合約改為「${CONTRACT_STATUS_LABELS.delivered}」，並寄信通知買方 ${mailedTo(buyer)}。` +
  (due > 0 ? `交車不代表付清：尚待付款 ${formatTwd(due)}，收款時請另外記錄尾款。` : '款項已全部付清。');

export const publishNote = (what: string, title: string) =>
  `「${title}」將立即出現在網站上${what === MAGAZINE_ISSUE ? '（連同本期所有文章）' : ''}，任何人都看得到。`;

export const scheduleNote = (what: string, title: string, at: string) =>
  `「${title}」將於 ${at}（台北時間）自動出現在網站上${what === MAGAZINE_ISSUE ? '（連同本期所有文章）' : ''}；在那之前可以取消排程（下架）。`;

export const priceListTodayNote = (name: string, count: number) =>
  `「${name}」的 ${count} 項新價格將立即生效：網站、配置器與新的預購單自現在起使用新價格；已成立的預購單維持原價。生效後不能取消，只能再新增一份價格表更正。`;
