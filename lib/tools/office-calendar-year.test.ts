/** @jest-environment node */
import calendar from '../calendar/tw-office-calendar.json';
import { weekdayOf } from '../format/dates';
import { derivedYear, differences, movingDatesOf, withProvisionalYear, type CalendarFile } from './office-calendar-year';

// The provisional year is derived from the law; the same derivation must give the official 2026 calendar.

const file = calendar as CalendarFile;
const dateOf = (year: number, name: string) =>
  file.holidays.filter((row) => row.date.startsWith(`${year}-`) && row.name === name).map(({ date }) => date);

it('finds 春節, 清明, 端午 and 中秋 of 2026 where the official calendar has them, and those of 2027', () => {
  expect(movingDatesOf(2026)).toEqual({
    lunarNewYear: dateOf(2026, '春節')[0],
    qingming: dateOf(2026, '民族掃墓節')[0],
    dragonBoat: dateOf(2026, '端午節')[0],
    midAutumn: dateOf(2026, '中秋節')[0],
  });
  expect(movingDatesOf(2027)).toEqual({
    lunarNewYear: '2027-02-06',
    qingming: '2027-04-05',
    dragonBoat: '2027-06-09',
    midAutumn: '2027-09-15',
  });
  expect(weekdayOf('2027-02-06')).toBe(6);
});

it('derives the official 2026 calendar row for row, and holds 2027 as derived', () => {
  expect(differences(file, 2026)).toEqual([]);
  expect(differences(file, 2027)).toEqual([]);
  expect(file.workdays.filter(({ date }) => date >= '2026')).toEqual([]);
});

it('gives a Saturday holiday the working day before, a Sunday one the working day after, and 春節 the days after 初三', () => {
  const inPlace = derivedYear(2027).filter(({ name }) => name.endsWith('補假'));
  expect(inPlace.map(({ date, name }) => `${date} ${name}`)).toEqual([
    '2027-02-09 春節補假', // 初一, a Saturday
    '2027-02-10 春節補假', // 初二, a Sunday
    '2027-03-01 和平紀念日補假', // a Sunday
    '2027-04-06 兒童節補假', // a Sunday, and Monday is 清明
    '2027-04-30 勞動節補假', // a Saturday
    '2027-10-11 國慶日補假', // a Sunday
    '2027-12-24 行憲紀念日補假', // a Saturday
    '2027-12-31 開國紀念日補假', // 2028-01-01 is a Saturday
  ]);
  for (const { date } of inPlace) expect([1, 2, 3, 4, 5]).toContain(weekdayOf(date));
});

it('never overwrites an official year, and refuses a year whose rule it does not know', () => {
  expect(() => withProvisionalYear(file, 2026, '2026-11-29')).toThrow(/official/);
  // 2028: 兒童節 falls on 清明, a case the calendar settles by its own decision.
  expect(() => withProvisionalYear(file, 2028, '2026-11-29')).toThrow(/清明/);
  const renewed = withProvisionalYear(file, 2027, '2026-12-01');
  expect(renewed.holidays).toEqual(file.holidays);
  expect(renewed.years.at(-1)).toMatchObject({ year: 2027, status: 'provisional', derived: '2026-12-01' });
});
