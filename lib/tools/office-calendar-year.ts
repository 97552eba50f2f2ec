// A provisional year of the office calendar, derived from the law (lib/calendar/holiday-rule.ts), and the
// check of the rule against the official years (lib/tools/calendar-year.ts runs them; docs/office-calendar.md).
// The lunar dates (除夕, 春節, 端午, 中秋) and 清明 come from lunar-typescript, a development dependency:
// the product reads only the JSON file, never this code.
import { Lunar } from 'lunar-typescript';
import { daysOffOf, type CalendarRow, type MovingDates } from '../calendar/holiday-rule';

/** The first year the rule of the 2025 amendment (no worked Saturdays, 勞動節 and the new holidays) makes. */
export const FIRST_YEAR_OF_THE_RULE = 2026;

export const DERIVED_FROM =
  '紀念日及節日實施條例（114 年修正）所定放假之紀念日及節日，依政府機關配合紀念日與節日補假及調整放假處理要點推算補假；農曆日期與清明節氣以 lunar-typescript 計算（lib/tools/office-calendar-year.ts）。行政院核定之辦公日曆表公告後，依 docs/office-calendar.md 替換。';

export interface YearEntry {
  year: number;
  status: 'official' | 'provisional';
  source?: string;
  retrieved?: string;
  derivedFrom?: string;
  derived?: string;
}

export interface CalendarFile {
  title: string;
  publisher: string;
  rule: string;
  from: string;
  until: string;
  years: YearEntry[];
  holidays: CalendarRow[];
  workdays: CalendarRow[];
}

/** 正月初一, 五月初五, 八月十五 and 清明 of a Gregorian year, on Taiwan's (UTC+8) calendar. */
export function movingDatesOf(year: number): MovingDates {
  const solar = (month: number, day: number) => Lunar.fromYmd(year, month, day).getSolar().toYmd();
  return {
    lunarNewYear: solar(1, 1),
    qingming: Lunar.fromYmd(year, 3, 1).getJieQiTable()['清明'].toYmd(),
    dragonBoat: solar(5, 5),
    midAutumn: solar(8, 15),
  };
}

/** The year's days off as the rule makes them. */
export const derivedYear = (year: number) => daysOffOf(year, movingDatesOf(year), `${year + 1}-01-01`);

const rowsOf = (rows: CalendarRow[], year: number) => rows.filter(({ date }) => date.startsWith(`${year}-`));
const line = ({ date, name }: CalendarRow) => `${date} ${name}`;

/** Where the file's year and the derived one differ: rows only in one of them, as "+ derived" / "- file". */
export function differences(file: CalendarFile, year: number): string[] {
  const derived = derivedYear(year).map(line);
  const held = [...rowsOf(file.holidays, year), ...rowsOf(file.workdays, year)].map(line);
  return [
    ...derived.filter((row) => !held.includes(row)).map((row) => `+ ${row}`),
    ...held.filter((row) => !derived.includes(row)).map((row) => `- ${row}`),
  ];
}

/** The file with `year` derived and marked provisional; an official year is never overwritten. */
export function withProvisionalYear(file: CalendarFile, year: number, today: string): CalendarFile {
  if (file.years.some((entry) => entry.year === year && entry.status === 'official'))
    throw new Error(`${year} is official in the file: replace it by hand from the published calendar`);
  if (year < FIRST_YEAR_OF_THE_RULE || year > Number(file.until.slice(0, 4)) + 1)
    throw new Error(`${year}: only the year after ${file.until.slice(0, 4)} can be added (the rule holds from ${FIRST_YEAR_OF_THE_RULE})`);
  const others = (rows: CalendarRow[]) => rows.filter(({ date }) => !date.startsWith(`${year}-`));
  const byDate = (a: CalendarRow, b: CalendarRow) => a.date.localeCompare(b.date);
  const entry: YearEntry = { year, status: 'provisional', derivedFrom: DERIVED_FROM, derived: today };
  return {
    ...file,
    until: `${year}-12-31` > file.until ? `${year}-12-31` : file.until,
    years: [...file.years.filter((other) => other.year !== year), entry].sort((a, b) => a.year - b.year),
    holidays: [...others(file.holidays), ...derivedYear(year)].sort(byDate),
    workdays: others(file.workdays),
  };
}
