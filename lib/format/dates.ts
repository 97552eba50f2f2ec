// Dates as a Taiwanese reader writes them (2026/11/22), always on Taiwan's calendar, wherever the code runs.

/** Taiwan's time zone, and its offset from UTC (no daylight saving): the one owner of both. */
export const TAIPEI_TIME_ZONE = 'Asia/Taipei';
export const TAIPEI_OFFSET = '+08:00';

const taipeiDay = new Intl.DateTimeFormat('en-US', { timeZone: TAIPEI_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** A date or an ISO timestamp as yyyy/mm/dd in Asia/Taipei; '' for a value that is not a date. */
export function formatDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(taipeiDay.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}/${parts.month}/${parts.day}`;
}

const taipeiMinute = new Intl.DateTimeFormat('en-US', { timeZone: TAIPEI_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of an instant on a Taipei clock, HH:MM (00:00 to 23:59). */
export const taipeiClock = (value: string | Date) => taipeiMinute.format(new Date(value));

/** A timestamp as yyyy/mm/dd HH:MM in Asia/Taipei; '' for a value that is not a date. */
export function formatDateTime(value: string | Date): string {
  const day = formatDate(value);
  return day && `${day} ${taipeiClock(value)}`;
}

/** A day typed as yyyy-mm-dd, as the first instant of that day in Asia/Taipei (UTC+8, no daylight saving). */
export const taipeiDayStart = (day: string) => new Date(`${day}T00:00:00${TAIPEI_OFFSET}`);

/** A time typed as yyyy-mm-ddTHH:MM[:SS] on a Taipei clock, as ISO 8601 with Taipei's offset. */
export const taipeiTime = (local: string) => `${local.length === 16 ? `${local}:00` : local}${TAIPEI_OFFSET}`;

/** The Taipei day (yyyy-mm-dd) of an instant. */
export const taipeiDayOf = (value: string | Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: TAIPEI_TIME_ZONE }).format(new Date(value));

/** The day of the week of a calendar day (yyyy-mm-dd), Sunday 0 as Date.getDay counts. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Today in Asia/Taipei as yyyy-mm-dd. */
export const taipeiToday = (now = new Date()) => taipeiDayOf(now);

/** The calendar day `days` after a day (yyyy-mm-dd; a negative count goes back). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The day `days` after today in Taipei, as yyyy-mm-dd. */
export const taipeiDayAhead = (days: number, now = new Date()) => addDays(taipeiToday(now), days);

/** The first instant of tomorrow in Asia/Taipei: a date recorded as done may not reach it. */
export const startOfTomorrowInTaipei = (now = new Date()) => new Date(taipeiDayStart(taipeiToday(now)).getTime() + 86_400_000);

/** Whether yyyy-mm-dd names a real day (not 2026-02-30) between 2000 and 2100. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day >= '2000-01-01' && day <= '2100-12-31';
}

/** An ISO 8601 time with its offset (2026-12-01T09:30:00+08:00) naming a real instant: no 30 February, no 24:00. */
export function isExactTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/.exec(value);
  return match !== null && isCalendarDay(match[1]);
}
