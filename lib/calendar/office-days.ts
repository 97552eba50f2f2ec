// Taiwan's office calendar: which days are working days. Weekends are off, except the Saturdays the
// calendar makes working days (補行上班); the national holidays (a weekend one too, listed on its own day)
// and the days given in their place (補假) are off. The days come from tw-office-calendar.json, the government's published calendar with its source
// and the day it was copied; each new year is added there when the Executive Yuan publishes it (in June of
// the year before). A day outside the file is unknown, never guessed.
import { weekdayOf } from '../format/dates';
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
}

/** The years the calendar knows, its source and when it was copied (README names them). */
export const OFFICE_CALENDAR = {
  from: calendar.from,
  until: calendar.until,
  source: calendar.source,
  retrieved: calendar.retrieved,
} as const;

const holidays = new Map(calendar.holidays.map(({ date, name }) => [date, name]));
const workdays = new Map(calendar.workdays.map(({ date, name }) => [date, name]));

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The day as the calendar has it, or null for a day before or after the years it covers. */
export function officeDay(day: string): OfficeDay | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < calendar.from || day > calendar.until) return null;
  const holiday = holidays.get(day);
  if (holiday) return { day, working: false, holiday: true, reason: holiday };
  const worked = workdays.get(day);
  if (worked) return { day, working: true, holiday: false, reason: worked };
  const weekend = weekdayOf(day) === 0 || weekdayOf(day) === 6;
  return { day, working: !weekend, holiday: false, reason: weekend ? '週末' : '上班日' };
}

/** The first `count` working days from `from` (itself included), fewer where the calendar ends first. */
export function nextWorkingDays(from: string, count: number): string[] {
  const found: string[] = [];
  for (let day = from; found.length < count; day = nextDay(day)) {
    const known = officeDay(day);
    if (!known) break;
    if (known.working) found.push(day);
  }
  return found;
}
