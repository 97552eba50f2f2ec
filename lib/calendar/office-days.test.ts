import calendar from './tw-office-calendar.json';
import { nextWorkingDays, officeDay, OFFICE_CALENDAR } from './office-days';

const daysOf = (year: number) => {
  const days: string[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

it('gives each year as many days off as the Executive Yuan announced (118 in 2025 as revised, 120 in 2026)', () => {
  expect(daysOf(2025).filter((day) => !officeDay(day)!.working)).toHaveLength(118);
  expect(daysOf(2026).filter((day) => !officeDay(day)!.working)).toHaveLength(120);
});

it('works the Saturday made a working day in 2025, and takes the Friday after 春節 2026 off in place of a Sunday', () => {
  expect(officeDay('2025-02-08')).toEqual({ day: '2025-02-08', working: true, holiday: false, reason: '補行上班（1 月 27 日調整放假）' });
  expect(officeDay('2025-02-15')).toEqual({ day: '2025-02-15', working: false, holiday: false, reason: '週末' });
  // A holiday on a Saturday is that holiday (國慶日 2026), the Friday before its 補假.
  expect(officeDay('2026-10-10')).toMatchObject({ working: false, holiday: true, reason: '國慶日' });
  expect(officeDay('2026-10-09')).toMatchObject({ working: false, holiday: true, reason: '國慶日補假' });
  expect(officeDay('2026-02-20')).toMatchObject({ working: false, reason: '除夕前一日補假' });
  expect(officeDay('2026-02-23')).toMatchObject({ working: true, reason: '上班日' });
  // 兒童節 (Saturday) and 清明 (Sunday) 2026 give the Friday before and the Monday after.
  expect(['2026-04-02', '2026-04-03', '2026-04-06', '2026-04-07'].map((day) => officeDay(day)!.working)).toEqual([
    true,
    false,
    false,
    true,
  ]);
});

it('knows nothing outside the years its file covers, rather than guessing', () => {
  expect(officeDay('2024-12-31')).toBeNull();
  expect(officeDay('2027-01-04')).toBeNull();
  expect(officeDay('2026-13-01')).toBeNull();
  expect(nextWorkingDays('2026-12-30', 5)).toEqual(['2026-12-30', '2026-12-31']);
});

it('counts working days across the 春節 holidays', () => {
  expect(nextWorkingDays('2026-02-13', 3)).toEqual(['2026-02-13', '2026-02-23', '2026-02-24']);
});

it('holds a file a person can check: each holiday on a weekend has its 補假 on a weekday, worked days on weekends, in order, in its years', () => {
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekendHolidays = calendar.holidays.filter(({ date }) => weekday(date) === 0 || weekday(date) === 6);
  for (const { date, name } of weekendHolidays) {
    const inPlace = calendar.holidays.filter(
      (other) => other.date.slice(0, 4) === date.slice(0, 4) && other.name.startsWith(name) && other.name.endsWith('補假'),
    );
    const onWeekdays = inPlace.filter((other) => weekday(other.date) > 0 && weekday(other.date) < 6).length;
    expect([`${date} ${name}`, onWeekdays]).toEqual([`${date} ${name}`, 1]);
  }
  for (const { date } of calendar.workdays) expect([0, 6]).toContain(weekday(date));
  const dates = [...calendar.holidays, ...calendar.workdays].map(({ date }) => date);
  expect(new Set(dates).size).toBe(dates.length);
  expect(calendar.holidays.map(({ date }) => date)).toEqual(calendar.holidays.map(({ date }) => date).sort());
  for (const date of dates) expect(date >= OFFICE_CALENDAR.from && date <= OFFICE_CALENDAR.until).toBe(true);
});
