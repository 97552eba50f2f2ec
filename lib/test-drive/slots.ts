// The test-drive slots of a point: its weekly hours cut into one-hour drives on the Taipei clock, on the
// days Taiwan's office calendar knows (lib/calendar). A national holiday closes the point unless it opens
// on holidays; a Saturday the calendar makes a working day (補行上班) keeps a weekday's hours; a day
// beyond the calendar's data is never offered, and the booking page says so (bookingCalendarNote). Shared by the server (which counts the places taken) and
// the booking page.
import { calendarNote, officeDay } from '../calendar/office-days';
import { addDays, taipeiDayOf, taipeiTime, weekdayOf } from '../format/dates';
import type { Opening, WeeklyHours } from '../dealers/points';

/** How long one test drive lasts, and so one slot. */
export const SLOT_MINUTES = 60;
/** How far ahead a drive may be booked, in days from today. */
export const BOOKING_DAYS_AHEAD = 30;
/** A slot starting sooner than this is no longer offered: the point needs the time to ready the truck. */
export const LEAD_MINUTES = 60;

export interface Slot {
  /** The Taipei day, YYYY-MM-DD. */
  day: string;
  /** On the Taipei clock, HH:MM. */
  time: string;
  /** The start and end as ISO 8601 with Taipei's offset. */
  start: string;
  end: string;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The openings of a point on a day, or none: a holiday (unless it opens then) or a day the calendar does not know. */
export function openingsOn(hours: WeeklyHours, opensOnHolidays: boolean, day: string): readonly Opening[] {
  const known = officeDay(day);
  if (!known) return [];
  if (known.holiday && !opensOnHolidays) return [];
  const weekday = weekdayOf(day);
  // 補行上班: a weekend day worked as a weekday, with Monday's hours.
  if (known.working && (weekday === 0 || weekday === 6)) return hours[1] ?? [];
  return hours[weekday] ?? [];
}

/** The day's slots that start at least LEAD_MINUTES after `now`. */
export function slotsOn(hours: WeeklyHours, opensOnHolidays: boolean, day: string, now = new Date()): Slot[] {
  const earliest = now.getTime() + LEAD_MINUTES * 60_000;
  const slots: Slot[] = [];
  for (const [opens, closes] of openingsOn(hours, opensOnHolidays, day)) {
    for (let at = minutesOf(opens); at + SLOT_MINUTES <= minutesOf(closes); at += SLOT_MINUTES) {
      const start = taipeiTime(`${day}T${clockOf(at)}`);
      if (Date.parse(start) < earliest) continue;
      slots.push({ day, time: clockOf(at), start, end: taipeiTime(`${day}T${clockOf(at + SLOT_MINUTES)}`) });
    }
  }
  return slots;
}

/** Every slot from today to BOOKING_DAYS_AHEAD days on, day by day. */
export function slotsAhead(hours: WeeklyHours, opensOnHolidays: boolean, now = new Date()): Slot[] {
  const today = taipeiDayOf(now);
  const slots: Slot[] = [];
  for (let offset = 0; offset <= BOOKING_DAYS_AHEAD; offset += 1)
    slots.push(...slotsOn(hours, opensOnHolidays, addDays(today, offset), now));
  return slots;
}

/** What a person choosing among the days of slotsAhead should know of the calendar (calendarNote), or null. */
export function bookingCalendarNote(now = new Date()): string | null {
  const today = taipeiDayOf(now);
  return calendarNote(today, addDays(today, BOOKING_DAYS_AHEAD));
}

/** The slot starting at `start` (any ISO 8601 instant), if the point offers it now; null otherwise. */
export function slotAt(hours: WeeklyHours, opensOnHolidays: boolean, start: string, now = new Date()): Slot | null {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return null;
  const day = taipeiDayOf(new Date(at));
  if (day > addDays(taipeiDayOf(now), BOOKING_DAYS_AHEAD)) return null;
  return slotsOn(hours, opensOnHolidays, day, now).find((slot) => Date.parse(slot.start) === at) ?? null;
}
