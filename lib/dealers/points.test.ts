import { openingsProblem, openingsText, openState, parseOpenings, type WeeklyHours } from './points';

const weekday = [
  ['08:30', '12:00'],
  ['13:00', '17:30'],
] as const;
const HOURS: WeeklyHours = [[], weekday, weekday, weekday, weekday, weekday, [['08:30', '12:00']]];
const at = (taipei: string) => new Date(`${taipei}+08:00`);

it('says a point is open within its hours on the Taipei clock, and until when', () => {
  // Monday 2026-11-30, 09:00 in Taipei is 01:00 UTC: the Taipei clock decides, not the server's.
  expect(openState(HOURS, false, at('2026-11-30T09:00:00'))).toEqual({ open: true, holiday: false, text: '營業中（12:00 休息）' });
  expect(openState(HOURS, false, at('2026-11-30T12:30:00'))).toEqual({ open: false, holiday: false, text: '休息中（今天 13:00 營業）' });
  expect(openState(HOURS, false, at('2026-11-30T17:30:00'))).toEqual({ open: false, holiday: false, text: '今天已休息' });
  expect(openState(HOURS, false, at('2026-11-29T10:00:00'))).toEqual({ open: false, holiday: false, text: '星期日休息' });
});

it('closes on a national holiday of the office calendar unless the point opens on holidays', () => {
  // 2026-12-25 (Friday) is 行憲紀念日.
  expect(openState(HOURS, false, at('2026-12-25T10:00:00'))).toEqual({ open: false, holiday: true, text: '今天休息（行憲紀念日）' });
  expect(openState(HOURS, true, at('2026-12-25T10:00:00')).open).toBe(true);
  // A holiday on a Saturday closes a point that opens on Saturdays (國慶日 2026).
  expect(openState(HOURS, false, at('2026-10-10T09:00:00'))).toEqual({ open: false, holiday: true, text: '今天休息（國慶日）' });
  // A day the calendar does not know yet follows the weekly hours, and says holidays are not known.
  expect(openState(HOURS, false, at('2028-01-04T10:00:00'))).toEqual({
    open: true,
    holiday: false,
    text: '營業時間內（12:00 休息；國定假日請先來電確認）',
  });
});

it('keeps the worked Saturday of 2025 to its Saturday hours, and closes at the closing minute', () => {
  expect(openState(HOURS, false, at('2025-02-08T11:59:00')).open).toBe(true);
  expect(openState(HOURS, false, at('2025-02-08T12:00:00'))).toEqual({ open: false, holiday: false, text: '今天已休息' });
  const allDay: WeeklyHours = [[['00:00', '24:00']], [], [], [], [], [], []];
  expect(openState(allDay, true, at('2026-11-29T23:59:00')).open).toBe(true);
});

it('prints a day of openings, or 休息', () => {
  expect(openingsText(weekday)).toBe('08:30–12:00、13:00–17:30');
  expect(openingsText([])).toBe('休息');
});

it('reads a day typed as the page prints it, and says what is wrong with one that cannot be', () => {
  expect(parseOpenings('08:30–12:00、13:00–17:30')).toEqual([
    ['08:30', '12:00'],
    ['13:00', '17:30'],
  ]);
  expect(parseOpenings(' 8:30-12:00 , 13:00 至 17:30 ')).toEqual([
    ['08:30', '12:00'],
    ['13:00', '17:30'],
  ]);
  expect(parseOpenings('休息')).toEqual([]);
  expect(parseOpenings('')).toEqual([]);
  expect(parseOpenings('早上八點半')).toBeNull();
  expect(parseOpenings('08:30')).toBeNull();
  // What openingsText prints, parseOpenings reads back.
  for (const day of HOURS) expect(parseOpenings(openingsText(day))).toEqual(day);

  expect(openingsProblem([['08:30', '12:00']])).toBeNull();
  expect(openingsProblem([['25:00', '26:00']])).toBe('25:00–26:00 不是 00:00 到 24:00 之間的時間');
  expect(openingsProblem([['12:00', '08:30']])).toBe('12:00–08:30 的結束時間要晚於開始時間');
  expect(
    openingsProblem([
      ['13:00', '17:30'],
      ['08:30', '12:00'],
    ]),
  ).toBe('08:30–12:00 與前一個時段重疊或順序顛倒，請由早到晚填寫');
  expect(
    openingsProblem([
      ['08:30', '12:30'],
      ['12:00', '17:30'],
    ]),
  ).toBe('12:00–17:30 與前一個時段重疊或順序顛倒，請由早到晚填寫');
  expect(
    openingsProblem([
      ['06:00', '08:00'],
      ['09:00', '12:00'],
      ['13:00', '17:00'],
      ['18:00', '20:00'],
    ]),
  ).toBe('一天最多 3 個營業時段');
});
