import 'server-only';
import { and, asc, eq, or } from 'drizzle-orm';
import {
  BALANCE_METHOD_LABELS,
  CONTACT_KIND_LABELS,
  dateMoveReasonText,
  type BalanceMethod,
  type ContactKind,
  type DateMoveReason,
} from '@/lib/staff/pipeline';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { movedDateText } from '@/lib/purchase/delivery-plan';
import { PREORDER_STATUS_LABELS } from '@/lib/purchase/states';
import { quoteRefText } from '@/lib/purchase/quote-terms';
import type { AuditNames } from '@/lib/staff/audit-fields';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/staff-schema';
import { auditNames } from './audit-names';
import { quotesOfPreorders } from '../preorder-quotes';

/** One line of a record's history, in words; `internal` lines (contacts, assignments) are the staff's only. */
export interface TimelineEntry {
  at: string;
  title: string;
  detail: string;
  internal: boolean;
  actor: string;
}

type AuditRow = typeof auditLog.$inferSelect;
type Fields = Record<string, unknown> | null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const date = (value: unknown) => (typeof value === 'string' || value instanceof Date ? value : null);
const day = (value: unknown) => (date(value) ? formatDate(date(value)!) : '未定');

/** Who a record went to, by name: the dealer, and the salesperson when there is one. */
function assignedTo(after: Fields, names: AuditNames) {
  const dealer = names.dealers[text(after?.dealerCode)] ?? '（已不在經銷網路的經銷商）';
  const person = typeof after?.assigneeId === 'string' ? names.staff[after.assigneeId] : undefined;
  return person ? `經銷商：${dealer}，業務：${person}` : `經銷商：${dealer}，尚未指派業務`;
}

/** What an audit entry means to the member (or, when internal, to the staff); null for entries nobody reads here. */
export function describe(row: AuditRow, names: AuditNames): Omit<TimelineEntry, 'at' | 'actor'> | null {
  const after = row.after as Fields;
  switch (row.action) {
    case 'preorder.contacting':
      return { title: PREORDER_STATUS_LABELS.contacting, detail: '經銷商已受理預購單，將與您聯繫', internal: false };
    case 'preorder.contact':
      return {
        title: `聯繫紀錄（${CONTACT_KIND_LABELS[after?.kind as ContactKind] ?? '聯繫'}）`,
        detail: [text(after?.note), after?.nextStep ? `下一步：${text(after?.nextStep)}` : ''].filter(Boolean).join('；'),
        internal: true,
      };
    case 'preorder.take':
      return { title: '業務接手', detail: `${text(after?.assignee)} 標記聯繫中時接手此預購單`, internal: true };
    case 'preorder.assign':
    case 'contract.assign':
      return { title: '指派', detail: assignedTo(after, names), internal: true };
    case 'preorder.cancel':
      return {
        title: after?.byMember ? '會員已取消預購單' : '預購單已取消',
        detail: `原因：${text(after?.cancelReason)}`,
        internal: false,
      };
    case 'preorder.convert':
      return { title: '已轉為合約', detail: '', internal: true };
    case 'contract.create':
      return { title: '合約已備妥，請審閱', detail: `審閱期至 ${day(after?.reviewUntil)}`, internal: false };
    case 'contract.waive-review':
      return {
        title: '買方放棄剩餘審閱期',
        detail: `買方於會員專區聲明，審閱期原訂至 ${typeof after?.reviewUntil === 'string' ? formatDateTime(after.reviewUntil) : '未定'}`,
        internal: false,
      };
    case 'contract.pay':
      return {
        title: `收到尾款 ${formatTwd(Number(after?.amount ?? 0))}`,
        detail: `${day(after?.paidOn)}，${BALANCE_METHOD_LABELS[after?.method as BalanceMethod] ?? ''}；尚待付款 ${formatTwd(Number(after?.due ?? 0))}`,
        internal: false,
      };
    case 'contract.sign':
      return { title: '已簽約並收到訂金', detail: `訂金 NT$ ${Number(after?.depositPaid ?? 0).toLocaleString('en-US')}`, internal: false };
    case 'contract.cancel':
      return { title: '合約已取消', detail: `原因：${text(after?.cancelReason)}`, internal: false };
    case 'milestone.plan':
      return { title: `「${text(after?.label)}」預計日期`, detail: day(after?.newDate), internal: false };
    case 'milestone.move': {
      const reason = dateMoveReasonText(after?.reason as DateMoveReason, text(after?.reasonText));
      // The later steps moved with it (issue 36), each by as many days.
      const followers = Array.isArray(after?.followers) ? (after.followers as Fields[]) : [];
      const moved = followers.map((step) => `「${text(step?.label)}」${day(step?.oldDate)} → ${day(step?.newDate)}`).join('、');
      return {
        title: `「${text(after?.label)}」預計日期變更`,
        detail: `${movedDateText({ oldDate: date(after?.oldDate), newDate: date(after?.newDate) ?? '', reason })}${moved ? `；之後的階段隨之順延：${moved}` : ''}`,
        internal: false,
      };
    }
    case 'milestone.done': {
      // Recorded later than it happened, the line says when it happened.
      const doneOn = day(after?.doneAt);
      return { title: `「${text(after?.label)}」完成`, detail: doneOn === day(row.at) ? '' : `完成日期 ${doneOn}`, internal: false };
    }
    default:
      return null;
  }
}

/** The history of a pre-order and its contract, oldest first; `forMember` leaves out the staff's own lines and names. */
export async function timelineOf(
  db: Executor,
  ids: { preorderId: string; placedAt: Date; contractId: string | null },
  forMember: boolean,
): Promise<TimelineEntry[]> {
  const records = [and(eq(auditLog.recordKind, 'preorder'), eq(auditLog.recordId, ids.preorderId))];
  if (ids.contractId) records.push(and(eq(auditLog.recordKind, 'contract'), eq(auditLog.recordId, ids.contractId)));
  const [rows, names, quoted] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(or(...records))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
    auditNames(db),
    quotesOfPreorders(db, [ids.preorderId]),
  ]);
  const quote = quoted.get(ids.preorderId);
  const placed = quote ? `接受${quoteRefText(quote)}，依報價金額成立` : '';
  const entries: TimelineEntry[] = [
    { at: ids.placedAt.toISOString(), title: '預購單已送出', detail: placed, internal: false, actor: forMember ? '' : '會員' },
  ];
  for (const row of rows) {
    const described = describe(row, names);
    if (!described || (forMember && described.internal)) continue;
    entries.push({ ...described, at: row.at.toISOString(), actor: forMember ? '' : row.actor });
  }
  return entries;
}
