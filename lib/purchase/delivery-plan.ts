// A delivery's plan is in step order: no step planned before a step ahead of it is planned or done.
// The console previews a change with it and the server applies the same, so what the staff confirm
// is what is written.
import { formatDate, taipeiDayStart, taipeiToday } from '@/lib/format/dates';

export interface PlannedStep {
  step: number;
  label: string;
  plannedAt: Date | string | null;
  doneAt: Date | string | null;
}

/** One step's date as the change leaves it. */
export interface PlanChange {
  step: number;
  label: string;
  oldDate: Date | null;
  newDate: Date;
}

export type Replan = { ok: true; changes: PlanChange[] } | { ok: false; message: string };

const DAY = 86_400_000;

/** 其他 needs words of its own, two characters at least. */
export const otherWithoutWords = (reason: string | undefined, reasonText: string) => reason === 'other' && reasonText.trim().length < 2;
export const OTHER_NEEDS_WORDS = '原因選「其他」時，請說明原因';

/** Why a move's reason will not do, or null: a moved date needs a reason from the list, 其他 its words. */
export function moveReasonProblem(reason: string | undefined, reasonText: string): string | null {
  if (!reason) return '變更預計日期需要選擇原因';
  return otherWithoutWords(reason, reasonText) ? OTHER_NEEDS_WORDS : null;
}
/** A plan reaches at most two years ahead. */
const HORIZON_DAYS = 2 * 366;

/** The first instant of the Taipei day a time falls on. */
const dayOf = (value: Date | string) => taipeiDayStart(taipeiToday(new Date(value)));

/** A step's first plan: the Taipei day `days` after `from`, so that a date picked in the console matches it. */
export const plannedDay = (from: Date, days: number) => dayOf(new Date(from.getTime() + days * DAY));

/**
 * Plans `step` on `plannedOn` (a Taipei day's start). A step may not come before the steps ahead of it;
 * moving a date later moves every later step not yet done by as many days, moving it earlier moves
 * only the step. A first date after a later step's date is refused: there is no earlier date to move from.
 */
export function replan(steps: PlannedStep[], step: number, plannedOn: Date, now = new Date()): Replan {
  const index = steps.findIndex((item) => item.step === step);
  const target = steps[index];
  const newDate = dayOf(plannedOn);
  const oldDate = target.plannedAt ? dayOf(target.plannedAt) : null;
  if (oldDate && oldDate.getTime() === newDate.getTime())
    return { ok: false, message: `「${target.label}」的預計日期已是 ${formatDate(newDate)}，日期未變更` };
  const today = dayOf(now);
  if (newDate < today) return { ok: false, message: '預計日期不能早於今天' };
  const ahead = steps
    .slice(0, index)
    .filter((item) => item.doneAt ?? item.plannedAt)
    .map((item) => ({ item, date: dayOf((item.doneAt ?? item.plannedAt)!) }))
    .reduce<{ item: PlannedStep; date: Date } | null>((latest, next) => (!latest || next.date >= latest.date ? next : latest), null);
  if (ahead && newDate < ahead.date)
    return {
      ok: false,
      message: `「${target.label}」不能早於「${ahead.item.label}」的${ahead.item.doneAt ? '完成' : '預計'}日期 ${formatDate(ahead.date)}`,
    };
  const later = steps.slice(index + 1).filter((item) => !item.doneAt && item.plannedAt);
  const changes: PlanChange[] = [{ step: target.step, label: target.label, oldDate, newDate }];
  if (!oldDate) {
    const before = later.find((item) => dayOf(item.plannedAt!) < newDate);
    if (before)
      return {
        ok: false,
        message: `「${target.label}」不能晚於「${before.label}」的預計日期 ${formatDate(before.plannedAt!)}，請先更新「${before.label}」`,
      };
  } else if (newDate > oldDate) {
    const shift = newDate.getTime() - oldDate.getTime();
    for (const item of later) {
      const from = dayOf(item.plannedAt!);
      changes.push({ step: item.step, label: item.label, oldDate: from, newDate: new Date(from.getTime() + shift) });
    }
  }
  const farthest = changes.find((change) => change.newDate.getTime() > today.getTime() + HORIZON_DAYS * DAY);
  if (farthest)
    return {
      ok: false,
      message:
        farthest.step === step
          ? '預計日期不能晚於兩年後'
          : `順延後「${farthest.label}」會晚於兩年後（${formatDate(farthest.newDate)}），請改選較早的日期`,
    };
  return { ok: true, changes };
}

const dayText = (value: Date | string | null) => (value ? formatDate(value) : '未定');

/** A moved date as the member and the staff read it, on the delivery's pages and in its history. */
export const movedDateText = (move: { oldDate: Date | string | null; newDate: Date | string; reason: string }) =>
  `${dayText(move.oldDate)} → ${dayText(move.newDate)}（原因：${move.reason}）`;

/** One step of a new plan, old → new where the change moved it. */
export const planChangeText = (change: { label: string; oldDate: Date | string | null; newDate: Date | string }) =>
  `${change.label}：${dayText(change.oldDate)} → ${dayText(change.newDate)}`;

/**
 * The whole plan as a change leaves it, in step order, as a mail lists it: a done step with its day,
 * a moved one old → new, the others with their planned day.
 */
export function planLines(steps: PlannedStep[], changes: PlanChange[]): string[] {
  return steps.map((item) => {
    const change = changes.find((candidate) => candidate.step === item.step);
    const when = item.doneAt
      ? `已完成 ${formatDate(item.doneAt)}`
      : change
        ? `${dayText(change.oldDate)} → ${formatDate(change.newDate)}（變更）`
        : `預計 ${dayText(item.plannedAt)}`;
    return `${item.step}. 「${item.label}」${when}`;
  });
}
