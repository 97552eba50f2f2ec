// Taiwan's office calendar: which days are working days. Weekends are off, except the Saturdays the
// calendar makes working days (補行上班); the national holidays (a weekend one too, listed on its own day)
// and the days given in their place (補假) are off. The days come from tw-office-calendar.json: each year
// either the government's published calendar (official, with its source and the day it was copied) or,
// until the Executive Yuan publishes it, derived from the law (provisional, and said so wherever a person
// sees its days: provisionalNote). A day outside the file is unknown, never guessed.
import { addDays, formatDate, isCalendarDay, weekdayOf } from '../format/dates';
import calendar from './tw-office-calendar.json';

export interface OfficeDay {
  /** The calendar day in Taipei, YYYY-MM-DD. */
  day: string;
  /** Whether offices work that day. */
  working: boolean;
  /** A national holiday or the day given in its place (not a plain weekend). */
  holiday: boolean;
  /** Why it is off or why a weekend day is worked: the holiday's name, 週末 or 補行上班; 上班日 otherwise. */
  reason: string;
  /** Its year is derived from the law, not yet the calendar the Executive Yuan published. */
  provisional: boolean;
}

/** The days the calendar knows, and each year's standing: official (its source) or provisional (README names them). */
export const OFFICE_CALENDAR = {
  from: calendar.from,
  until: calendar.until,
  publisher: calendar.publisher,
  years: calendar.years,
} as const;

const provisionalYears = new Set(calendar.years.filter(({ status }) => status === 'provisional').map(({ year }) => String(year)));

const holidays = new Map(calendar.holidays.map(({ date, name }) => [date, name]));
const workdays = new Map(calendar.workdays.map(({ date, name }) => [date, name]));

/** The day as the calendar has it, or null for a day before or after the years it covers. */
export function officeDay(day: string): OfficeDay | null {
  if (!isCalendarDay(day) || day < calendar.from || day > calendar.until) return null;
  const provisional = provisionalYears.has(day.slice(0, 4));
  const holiday = holidays.get(day);
  if (holiday) return { day, working: false, holiday: true, reason: holiday, provisional };
  const worked = workdays.get(day);
  if (worked) return { day, working: true, holiday: false, reason: worked, provisional };
  const weekend = weekdayOf(day) === 0 || weekdayOf(day) === 6;
  return { day, working: !weekend, holiday: false, reason: weekend ? '週末' : '上班日', provisional };
}

/** The first `count` working days from `from` (itself included), fewer where the calendar ends first. */
export function nextWorkingDays(from: string, count: number): string[] {
  const found: string[] = [];
  for (let day = from; found.length < count; day = addDays(day, 1)) {
    const known = officeDay(day);
    if (!known) break;
    if (known.working) found.push(day);
  }
  return found;
}

/** A year in 民國 (2027 → 116), as the government's calendars name it. */
const rocYear = (year: string) => Number(year) - 1911;

/**
 * What a person choosing among the days `from` to `until` should know of the calendar, or null: which
 * years' holidays are only derived from the law, and from which day on nothing is known (so not offered).
 */
export function calendarNote(from: string, until: string): string | null {
  const notes: string[] = [];
  const years = [...provisionalYears].filter(
    (year) => year >= from.slice(0, 4) && year <= until.slice(0, 4) && `${year}-01-01` <= calendar.until,
  );
  if (years.length) notes.push(`${years.map(rocYear).join('、')} 年國定假日依法推算，以行政院公告為準。`);
  if (until > calendar.until) notes.push(`${formatDate(addDays(calendar.until, 1))} 起的國定假日尚未公告，暫不開放預約，請來電洽詢。`);
  return notes.length ? notes.join('') : null;
}
