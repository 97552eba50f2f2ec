// A year's days off as the law makes them, for a year whose official calendar is not yet copied into
// tw-office-calendar.json: the holidays of 紀念日及節日實施條例 (as amended in 2025) and the days given in
// their place by 政府機關配合紀念日與節日補假及調整放假處理要點. The lunar dates and 清明 come from the
// caller (lib/tools/office-calendar-year.ts computes them); this file holds only the rule, so a test can
// check it against a year the Executive Yuan has published.
import { addDays, weekdayOf } from '../format/dates';

/** The dates of a year that move with the moon or the sun, as YYYY-MM-DD. */
export interface MovingDates {
  /** 正月初一 (春節's first day). */
  lunarNewYear: string;
  /** 清明, the solar term (民族掃墓節). */
  qingming: string;
  /** 五月初五. */
  dragonBoat: string;
  /** 八月十五. */
  midAutumn: string;
}

export interface CalendarRow {
  date: string;
  name: string;
}

const isWeekend = (day: string) => weekdayOf(day) === 0 || weekdayOf(day) === 6;

/** The 春節 holidays: a weekend one is made up on the next working day, whatever its weekday (處理要點). */
const LUNAR_NEW_YEAR_NAMES = new Set(['除夕前一日', '農曆除夕', '春節']);

/** The national holidays of a year, on their own days (a weekend one too), in date order. */
export function holidaysOf(year: number, moving: MovingDates): CalendarRow[] {
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  if (moving.qingming === fixed('04-04'))
    throw new Error(`${year}: 兒童節 falls on 清明; the rule for that day is not derived here, copy the official calendar`);
  const rows: CalendarRow[] = [
    { date: fixed('01-01'), name: '開國紀念日' },
    { date: addDays(moving.lunarNewYear, -2), name: '除夕前一日' },
    { date: addDays(moving.lunarNewYear, -1), name: '農曆除夕' },
    { date: moving.lunarNewYear, name: '春節' },
    { date: addDays(moving.lunarNewYear, 1), name: '春節' },
    { date: addDays(moving.lunarNewYear, 2), name: '春節' },
    { date: fixed('02-28'), name: '和平紀念日' },
    { date: fixed('04-04'), name: '兒童節' },
    { date: moving.qingming, name: '民族掃墓節' },
    { date: fixed('05-01'), name: '勞動節' },
    { date: moving.dragonBoat, name: '端午節' },
    { date: moving.midAutumn, name: '中秋節' },
    { date: fixed('09-28'), name: '孔子誕辰紀念日／教師節' },
    { date: fixed('10-10'), name: '國慶日' },
    { date: fixed('10-25'), name: '臺灣光復暨金門古寧頭大捷紀念日' },
    { date: fixed('12-25'), name: '行憲紀念日' },
  ];
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A year's days off: its holidays, and for each on a weekend the working day given in its place, named
 * 〈holiday〉補假. On a Saturday the working day before, on a Sunday the one after; 除夕前一日, 除夕 and 春節
 * on either weekend day the working day after. The next year's 元旦 on a Saturday gives this year's last
 * working day. No Saturday is worked in exchange (the 2025 amendment ended that).
 */
export function daysOffOf(year: number, moving: MovingDates, nextNewYearsDay = `${year + 1}-01-01`): CalendarRow[] {
  const holidays = [...holidaysOf(year, moving), { date: nextNewYearsDay, name: '開國紀念日' }];
  const taken = new Set(holidays.map(({ date }) => date));
  const inPlace: CalendarRow[] = [];
  for (const { date, name } of holidays) {
    if (!isWeekend(date)) continue;
    const step = weekdayOf(date) === 6 && !LUNAR_NEW_YEAR_NAMES.has(name) ? -1 : 1;
    let day = addDays(date, step);
    while (isWeekend(day) || taken.has(day)) day = addDays(day, step);
    taken.add(day);
    inPlace.push({ date: day, name: `${name}補假` });
  }
  return [...holidays.slice(0, -1), ...inPlace]
    .filter(({ date }) => date.startsWith(`${year}-`))
    .sort((a, b) => a.date.localeCompare(b.date));
}
