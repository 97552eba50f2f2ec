import { firstPeriodLicenceTax, periodEnd, yearlyLicenceTax } from './licence-tax';

it('takes the yearly tax from the table by displacement, each bracket up to and including its limit', () => {
  // The demo's engines and the brackets' edges (使用牌照稅法第六條附表, 貨車).
  expect(yearlyLicenceTax(500)).toBe(900);
  expect(yearlyLicenceTax(501)).toBe(1080);
  expect(yearlyLicenceTax(2999)).toBe(4500);
  expect(yearlyLicenceTax(5193)).toBe(8100);
  expect(yearlyLicenceTax(7700)).toBe(11700);
  expect(yearlyLicenceTax(10200)).toBe(15300);
  expect(yearlyLicenceTax(12800)).toBe(16200);
  // A tractor pays 30 % more.
  expect(yearlyLicenceTax(12800, true)).toBe(21060);
  expect(() => yearlyLicenceTax(0)).toThrow(RangeError);
  expect(() => yearlyLicenceTax(2999.5)).toThrow(RangeError);
});

it('counts a new plate by the day to the end of its period: the year for 自用, the half year for 營業', () => {
  expect(periodEnd('2026-03-15', 'private')).toBe('2026-12-31');
  expect(periodEnd('2026-03-15', 'business')).toBe('2026-06-30');
  expect(periodEnd('2026-06-30', 'business')).toBe('2026-06-30');
  expect(periodEnd('2026-07-01', 'business')).toBe('2026-12-31');

  // 8,100 a year from 2026-12-01: 31 days of 365 is 687.95…, 688.
  expect(firstPeriodLicenceTax(8100, '2026-12-01', 'private')).toMatchObject({ amount: 688, days: 31, periodEnd: '2026-12-31' });
  // The whole year from 1 January is the whole tax; 營業 from 1 January is its first half, 181 days.
  expect(firstPeriodLicenceTax(8100, '2026-01-01', 'private').amount).toBe(8100);
  expect(firstPeriodLicenceTax(8100, '2026-01-01', 'business')).toMatchObject({ amount: 4017, days: 181 });
  // A leap year counts 366 days: 29 February 2028 to year end is 307 days.
  expect(firstPeriodLicenceTax(16200, '2028-02-29', 'private')).toMatchObject({ amount: 13589, days: 307 });
  expect(firstPeriodLicenceTax(8100, '2026-12-01', 'private').basis).toBe(
    '全年 8,100 元 × 31 天 ÷ 365 天（領牌日 2026-12-01 至 2026-12-31，自用一年一期）',
  );
});
