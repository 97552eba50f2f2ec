// 使用牌照稅 of a truck: the yearly amount by engine displacement from the official table (a dated data file,
// lib/sale/licence-tax-trucks.json, with its source), and what a new plate owes for the rest of its first
// period, counted by the day as the tax is for a plate issued during the year. Zod-free and pure: the
// quote's estimate and the owner's calendar both use it.
import { TRUCK_USE_LABELS, type TruckUse } from '../purchase/quote-terms';
import table from './licence-tax-trucks.json';

/** Where the table comes from, as the estimate names it. */
export const LICENCE_TAX_SOURCE = `${table.law}；${table.source}（${table.checked} 查核）`;

/** The yearly tax of a truck of `cc` (a tractor pays the table's surcharge), whole dollars. */
export function yearlyLicenceTax(cc: number, tractor = false): number {
  if (!Number.isInteger(cc) || cc <= 0) throw new RangeError('the displacement is a positive whole number of cc');
  const bracket = table.brackets.find(({ upToCc }) => upToCc === null || cc <= upToCc)!;
  return tractor ? Math.round(bracket.yearly * (1 + table.tractorSurcharge)) : bracket.yearly;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The last day of the period the plate date falls in: the year's for 自用, its half's for 營業. */
export function periodEnd(plateDay: string, use: TruckUse): string {
  const year = plateDay.slice(0, 4);
  if (use === 'private' || plateDay.slice(5) > '06-30') return `${year}-12-31`;
  return `${year}-06-30`;
}

export interface FirstPeriodTax {
  amount: number;
  /** The plate day and the period's last day, both counted. */
  days: number;
  periodEnd: string;
  /** How the amount was counted, in the words the estimate prints. */
  basis: string;
}

/**
 * What a plate issued on `plateDay` (YYYY-MM-DD) owes until its period ends: the yearly tax times the days
 * from the plate day to the period's end, both counted, over the year's days; rounded half up to the dollar
 * (the portal's rounding for an estimate; the tax office's bill decides).
 */
export function firstPeriodLicenceTax(yearly: number, plateDay: string, use: TruckUse): FirstPeriodTax {
  const end = periodEnd(plateDay, use);
  const days = dayNumber(end) - dayNumber(plateDay) + 1;
  const yearDays = isLeap(Number(plateDay.slice(0, 4))) ? 366 : 365;
  const amount = Math.floor((yearly * days) / yearDays + 0.5);
  return {
    amount,
    days,
    periodEnd: end,
    basis: `全年 ${yearly.toLocaleString('en-US')} 元 × ${days} 天 ÷ ${yearDays} 天（領牌日 ${plateDay} 至 ${end}，${TRUCK_USE_LABELS[use]}${use === 'business' ? '分上下兩期' : '一年一期'}）`,
  };
}
