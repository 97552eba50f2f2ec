// The dealers' sales and service points (據點): what each offers, its weekly hours, and whether it is open
// at a given moment in Taipei, shared by the server, the pages and the console. Zod-free, so a page can use it.
import { officeDay } from '../calendar/office-days';
import { taipeiClock, taipeiDayOf, weekdayOf } from '../format/dates';

/** What a point offers, in the order the list and the filter show them. */
export const POINT_SERVICES = ['sales', 'service', 'heavy-bay', 'body-builder'] as const;
export type PointService = (typeof POINT_SERVICES)[number];

export const POINT_SERVICE_LABELS: Record<PointService, string> = {
  sales: '銷售',
  service: '保養維修',
  'heavy-bay': '重車工作站',
  'body-builder': '車體打造',
};

/** Whether a point takes test drives: it sells and keeps at least one test truck of each family. */
export const offersTestDrives = (point: { services: readonly PointService[]; testDriveTrucks: number }) =>
  point.services.includes('sales') && point.testDriveTrucks > 0;

/** One opening, on a 24-hour Taipei clock: ['08:30', '12:00']. */
export type Opening = readonly [opens: string, closes: string];
/** A week of openings, Sunday first (as Date.getDay counts); a day without openings is closed. */
export type WeeklyHours = readonly (readonly Opening[])[];

export const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;
/** The same days as schema.org names them, for the points' JSON-LD. */
export const SCHEMA_ORG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A time as HH:MM, 00:00 to 24:00. */
export const CLOCK_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export interface OpenState {
  open: boolean;
  /** Closed all day for a national holiday of the office calendar. */
  holiday: boolean;
  /** What the point's page says: 營業中（17:30 休息）, 今天休息（端午節）… */
  text: string;
}

/**
 * Whether a point is open at `now`, by its weekly hours on the Taipei clock. On a national holiday of the
 * office calendar it is closed unless it opens on holidays; on a day the calendar does not know yet, the
 * weekly hours decide and the text asks to call about holidays.
 */
export function openState(hours: WeeklyHours, opensOnHolidays: boolean, now = new Date()): OpenState {
  const day = taipeiDayOf(now);
  const calendarDay = officeDay(day);
  const weekday = weekdayOf(day);
  if (calendarDay?.holiday && !opensOnHolidays) return { open: false, holiday: true, text: `今天休息（${calendarDay.reason}）` };
  const clock = taipeiClock(now);
  const today = hours[weekday] ?? [];
  const current = today.find(([opens, closes]) => clock >= opens && clock < closes);
  // A day the calendar does not know yet may be a holiday: the weekly hours say open, the point may not be.
  if (current && !calendarDay && !opensOnHolidays)
    return { open: true, holiday: false, text: `營業時間內（${current[1]} 休息；國定假日請先來電確認）` };
  if (current) return { open: true, holiday: false, text: `營業中（${current[1]} 休息）` };
  const later = today.find(([opens]) => clock < opens);
  if (later) return { open: false, holiday: false, text: `休息中（今天 ${later[0]} 營業）` };
  return { open: false, holiday: false, text: today.length ? '今天已休息' : `${WEEKDAY_NAMES[weekday]}休息` };
}

/** A day's openings as the page prints them: 08:30–12:00、13:00–17:30, or 休息. */
export const openingsText = (openings: readonly Opening[]) =>
  openings.length ? openings.map(([opens, closes]) => `${opens}–${closes}`).join('、') : '休息';

/** The most openings one day may have (a lunch break makes two). */
export const MAX_OPENINGS_A_DAY = 3;

const OPENING_TYPED = /^(\d{1,2}):(\d{2})\s*[-–~～至]\s*(\d{1,2}):(\d{2})$/;
const twoDigits = (hour: string) => hour.padStart(2, '0');

/**
 * A day's openings typed as openingsText prints them (08:30–12:00、13:00–17:30; 休息 or nothing: closed),
 * with -, ~ or 至 between the times and 、 , ， or ; between openings; null when it is not so written.
 */
export function parseOpenings(text: string): Opening[] | null {
  const typed = text.trim();
  if (typed === '' || typed === '休息') return [];
  const openings: Opening[] = [];
  for (const part of typed.split(/\s*[、,，;；]\s*/)) {
    const match = OPENING_TYPED.exec(part);
    if (!match) return null;
    openings.push([`${twoDigits(match[1])}:${match[2]}`, `${twoDigits(match[3])}:${match[4]}`]);
  }
  return openings;
}

/** What is wrong with a day's openings: a time off the clock, one that closes before it opens, out of order or overlapping; null when nothing. */
export function openingsProblem(openings: readonly Opening[]): string | null {
  if (openings.length > MAX_OPENINGS_A_DAY) return `一天最多 ${MAX_OPENINGS_A_DAY} 個營業時段`;
  for (const [index, [opens, closes]] of openings.entries()) {
    if (!CLOCK_PATTERN.test(opens) || !CLOCK_PATTERN.test(closes)) return `${opens}–${closes} 不是 00:00 到 24:00 之間的時間`;
    if (opens >= closes) return `${opens}–${closes} 的結束時間要晚於開始時間`;
    const before = openings[index - 1];
    if (before && opens < before[1]) return `${opens}–${closes} 與前一個時段重疊或順序顛倒，請由早到晚填寫`;
  }
  return null;
}
