import { taipeiDayStart } from '@/lib/format/dates';
import { movedDateText, planChangeText, replan, type PlannedStep } from './delivery-plan';

// Issue 36: a plan is always in step order. Moving 生產完成 to 01/15 left 到港／出廠 at 01/11.

const at = (day: string) => taipeiDayStart(day).toISOString();
const NOW = new Date('2027-01-02T02:00:00Z');
const PLAN: PlannedStep[] = [
  { step: 1, label: '合約成立', plannedAt: at('2026-12-01'), doneAt: at('2026-12-01') },
  { step: 2, label: '排產', plannedAt: at('2026-12-11'), doneAt: at('2027-01-01') },
  { step: 3, label: '生產完成', plannedAt: at('2027-01-10'), doneAt: null },
  { step: 4, label: '到港／出廠', plannedAt: at('2027-01-11'), doneAt: null },
  { step: 5, label: '領牌', plannedAt: null, doneAt: null },
  { step: 6, label: '交車', plannedAt: at('2027-01-23'), doneAt: null },
];
const move = (plan: PlannedStep[], step: number, day: string) => replan(plan, step, taipeiDayStart(day), NOW);
const lines = (plan: PlannedStep[], step: number, day: string) => {
  const result = move(plan, step, day);
  return result.ok ? result.changes.map(planChangeText) : result.message;
};

describe('replan', () => {
  it('moving a date later moves every later step not done by as many days; a step without a date stays so', () => {
    expect(lines(PLAN, 3, '2027-01-15')).toEqual([
      '生產完成：2027/01/10 → 2027/01/15',
      '到港／出廠：2027/01/11 → 2027/01/16',
      '交車：2027/01/23 → 2027/01/28',
    ]);
  });

  it('moving a date earlier moves only that step', () => {
    expect(lines(PLAN, 4, '2027-01-10')).toEqual(['到港／出廠：2027/01/11 → 2027/01/10']);
  });

  it('refuses a date before the step ahead, naming it and whether its date is planned or done', () => {
    expect(lines(PLAN, 4, '2027-01-09')).toBe('「到港／出廠」不能早於「生產完成」的預計日期 2027/01/10');
    const late = PLAN.map((item) => (item.step === 2 ? { ...item, doneAt: at('2027-01-05') } : item));
    expect(lines(late, 3, '2027-01-04')).toBe('「生產完成」不能早於「排產」的完成日期 2027/01/05');
  });

  it('a first date after a later step is refused: that step is to be moved first', () => {
    const unplanned = PLAN.map((item) => (item.step === 3 ? { ...item, plannedAt: null } : item));
    expect(lines(unplanned, 3, '2027-01-12')).toBe('「生產完成」不能晚於「到港／出廠」的預計日期 2027/01/11，請先更新「到港／出廠」');
    expect(lines(unplanned, 3, '2027-01-11')).toEqual(['生產完成：未定 → 2027/01/11']);
  });

  it('the same day again, at whatever time of day it was planned, is 日期未變更', () => {
    const timed = PLAN.map((item) => (item.step === 3 ? { ...item, plannedAt: '2027-01-10T05:30:00.000Z' } : item));
    expect(lines(timed, 3, '2027-01-10')).toBe('「生產完成」的預計日期已是 2027/01/10，日期未變更');
  });

  it('refuses a day past, and a plan that would reach more than two years ahead, saying which step', () => {
    expect(lines(PLAN, 3, '2027-01-01')).toBe('預計日期不能早於今天');
    expect(lines(PLAN, 6, '2029-01-10')).toBe('預計日期不能晚於兩年後');
    expect(lines(PLAN, 3, '2028-12-30')).toBe('順延後「交車」會晚於兩年後（2029/01/12），請改選較早的日期');
  });
});

describe('movedDateText', () => {
  it('reads old → new with the reason, 未定 for a first date', () => {
    expect(movedDateText({ oldDate: at('2027-01-11'), newDate: at('2027-01-16'), reason: '零件供應' })).toBe(
      '2027/01/11 → 2027/01/16（原因：零件供應）',
    );
    expect(movedDateText({ oldDate: null, newDate: at('2027-01-16'), reason: '客戶要求' })).toBe('未定 → 2027/01/16（原因：客戶要求）');
  });
});
