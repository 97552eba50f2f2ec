import calendar from './tw-office-calendar.json';
import { calendarNote, nextWorkingDays, officeDay, OFFICE_CALENDAR } from './office-days';

const daysOf = (year: number) => {
  const days: string[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

it('gives each year as many days off as the Executive Yuan announced (118 in 2025 as revised, 120 in 2026)', () => {
  expect(daysOf(2025).filter((day) => !officeDay(day)!.working)).toHaveLength(118);
  expect(daysOf(2026).filter((day) => !officeDay(day)!.working)).toHaveLength(120);
  // 2027 as the law makes it, until the official calendar replaces it: 104 weekend days and 17 days off on weekdays.
  expect(daysOf(2027).filter((day) => !officeDay(day)!.working)).toHaveLength(121);
});

it('works the Saturday made a working day in 2025, and takes the Friday after 春節 2026 off in place of a Sunday', () => {
  expect(officeDay('2025-02-08')).toEqual({
    day: '2025-02-08',
    working: true,
    holiday: false,
    reason: '補行上班（1 月 27 日調整放假）',
    provisional: false,
  });
  expect(officeDay('2025-02-15')).toEqual({ day: '2025-02-15', working: false, holiday: false, reason: '週末', provisional: false });
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
  expect(officeDay('2028-01-03')).toBeNull();
  expect(officeDay('2026-13-01')).toBeNull();
  expect(officeDay('2027-02-30')).toBeNull();
  expect(nextWorkingDays('2027-12-29', 5)).toEqual(['2027-12-29', '2027-12-30']);
});

it('counts working days from the last official year into the provisional one, each day marked as such', () => {
  // 2026-12-31 is a Thursday; 元旦 2027 a Friday.
  expect(nextWorkingDays('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-04']);
  expect(officeDay('2026-12-31')).toMatchObject({ working: true, provisional: false });
  expect(officeDay('2027-01-01')).toEqual({ day: '2027-01-01', working: false, holiday: true, reason: '開國紀念日', provisional: true });
  expect(officeDay('2027-01-04')).toMatchObject({ working: true, reason: '上班日', provisional: true });
  // 春節 2027 starts on a Saturday: 除夕前一日 (Thursday) to the Wednesday after, the weekend made up after 初三.
  expect(nextWorkingDays('2027-02-03', 2)).toEqual(['2027-02-03', '2027-02-11']);
});

it('tells a person choosing days which years are only derived from the law, and from when nothing is known', () => {
  expect(calendarNote('2026-11-29', '2026-12-29')).toBeNull();
  expect(calendarNote('2026-12-20', '2027-01-19')).toBe('116 年國定假日依法推算，以行政院公告為準。');
  expect(calendarNote('2027-12-20', '2028-01-19')).toBe(
    '116 年國定假日依法推算，以行政院公告為準。2028/01/01 起的國定假日尚未公告，暫不開放預約，請來電洽詢。',
  );
});

it('marks each year official with its source, or provisional with what it is derived from', () => {
  for (const entry of OFFICE_CALENDAR.years) {
    if (entry.status === 'official')
      expect(entry).toMatchObject({ source: expect.stringContaining('行政院核定'), retrieved: expect.any(String) });
    else {
      expect(entry.status).toBe('provisional');
      expect(entry).toMatchObject({ derivedFrom: expect.stringContaining('紀念日及節日實施條例'), derived: expect.any(String) });
      expect((entry as { derivedFrom: string }).derivedFrom).toContain('政府機關配合紀念日與節日補假及調整放假處理要點');
    }
  }
  expect(OFFICE_CALENDAR.years.map(({ year, status }) => `${year} ${status}`)).toEqual([
    '2025 official',
    '2026 official',
    '2027 provisional',
  ]);
  expect(OFFICE_CALENDAR.until).toBe('2027-12-31');
});

it('counts working days across the 春節 holidays', () => {
  expect(nextWorkingDays('2026-02-13', 3)).toEqual(['2026-02-13', '2026-02-23', '2026-02-24']);
});

it('holds a file a person can check: each holiday on a weekend has its 補假 on a weekday, worked days on weekends, in order, in its years', () => {
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  // As many 〈name〉補假 on weekdays in a year as that holiday has weekend days there (春節 2027 has two).
  const weekendHolidays = calendar.holidays.filter(({ date }) => weekday(date) === 0 || weekday(date) === 6);
  for (const { date, name } of weekendHolidays) {
    const sameYear = (other: { date: string }) => other.date.slice(0, 4) === date.slice(0, 4);
    const onWeekends = weekendHolidays.filter((other) => sameYear(other) && other.name === name).length;
    const inPlace = calendar.holidays.filter((other) => sameYear(other) && other.name === `${name}補假`);
    const onWeekdays = inPlace.filter((other) => weekday(other.date) > 0 && weekday(other.date) < 6).length;
    expect([`${date} ${name}`, onWeekdays]).toEqual([`${date} ${name}`, onWeekends]);
  }
  for (const { date } of calendar.workdays) expect([0, 6]).toContain(weekday(date));
  const dates = [...calendar.holidays, ...calendar.workdays].map(({ date }) => date);
  expect(new Set(dates).size).toBe(dates.length);
  expect(calendar.holidays.map(({ date }) => date)).toEqual(calendar.holidays.map(({ date }) => date).sort());
  for (const date of dates) expect(date >= OFFICE_CALENDAR.from && date <= OFFICE_CALENDAR.until).toBe(true);
});
