import { openingsText, openState, type WeeklyHours } from './points';

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
  expect(openState(HOURS, false, at('2027-01-04T10:00:00'))).toEqual({
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
