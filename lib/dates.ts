// Dates as a Taiwanese reader writes them (2026/11/22), always on Taiwan's calendar, wherever the code runs.
const taipeiDay = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A date or an ISO timestamp as yyyy/mm/dd in Asia/Taipei; '' for a value that is not a date. */
export function formatDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(taipeiDay.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}/${parts.month}/${parts.day}`;
}

const taipeiMinute = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Taipei', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A timestamp as yyyy/mm/dd HH:MM in Asia/Taipei; '' for a value that is not a date. */
export function formatDateTime(value: string | Date): string {
  const day = formatDate(value);
  return day && `${day} ${taipeiMinute.format(new Date(value))}`;
}

/** A day typed as yyyy-mm-dd, as the first instant of that day in Asia/Taipei (UTC+8, no daylight saving). */
export const taipeiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
