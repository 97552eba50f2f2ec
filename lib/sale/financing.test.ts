import fc from 'fast-check';
import { LOAN_MONTHS } from '../purchase/quote-terms';
import { annuityPayment, repaymentTable } from './financing';

it('pays NT$1,000,000 at 3 % over 60 months with NT$17,969 a month, as the annuity formula gives (17,968.69)', () => {
  expect(annuityPayment(1_000_000, 0.03, 60)).toBeCloseTo(17_968.69, 2);
  const { monthly, rows, totalInterest } = repaymentTable(1_000_000, 0.03, 60);
  expect(monthly).toBe(17_969);
  expect(rows[0]).toEqual({ period: 1, payment: 17_969, interest: 2_500, principal: 15_469, balance: 984_531 });
  expect(rows.at(-1)!.balance).toBe(0);
  expect(totalInterest).toBe(rows.reduce((sum, row) => sum + row.payment, 0) - 1_000_000);
});

it('matches the textbook case: NT$100,000 at 6 % over 360 months is 599.55 a month', () => {
  expect(annuityPayment(100_000, 0.06, 360)).toBeCloseTo(599.55, 2);
});

it('splits an interest-free loan into equal payments, the last taking the remainder', () => {
  const { monthly, rows, totalInterest } = repaymentTable(1_000_000, 0, 12);
  expect(monthly).toBe(83_333);
  expect(rows.slice(0, 11).every((row) => row.payment === 83_333)).toBe(true);
  expect(rows[11].payment).toBe(1_000_000 - 11 * 83_333);
  expect(totalInterest).toBe(0);
});

it('leaves a lease owing its residual after the last payment', () => {
  const { rows } = repaymentTable(3_000_000, 0.045, 36, 900_000);
  expect(rows.at(-1)!.balance).toBe(900_000);
  expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(2_100_000);
});

it('for any loan a buyer may choose, repays the amount to the dollar, never owes less than nothing, and ends within a few dollars of the monthly payment', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 100_000, max: 9_000_000 }),
      fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 10_000),
      fc.integer({ min: LOAN_MONTHS.min, max: LOAN_MONTHS.max }),
      fc.integer({ min: 0, max: 50 }),
      (amount, rate, months, residualPercent) => {
        const residual = Math.floor((amount * residualPercent) / 100);
        const { monthly, rows, totalInterest } = repaymentTable(amount, rate, months, residual);
        expect(rows).toHaveLength(months);
        expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(amount - residual);
        expect(rows.at(-1)!.balance).toBe(residual);
        for (const row of rows) {
          expect(row.balance).toBeGreaterThanOrEqual(residual);
          expect(Number.isInteger(row.payment) && Number.isInteger(row.interest)).toBe(true);
        }
        expect(rows.slice(0, -1).every((row) => row.payment === monthly)).toBe(true);
        // Each month's rounding moves the balance by at most half a dollar of interest and of payment.
        expect(Math.abs(rows.at(-1)!.payment - monthly)).toBeLessThanOrEqual(months);
        expect(Math.abs(monthly - annuityPayment(amount, rate, months, residual))).toBeLessThanOrEqual(0.5);
        expect(totalInterest).toBe(rows.reduce((sum, row) => sum + row.interest, 0));
      },
    ),
  );
});

it('refuses what is not a loan', () => {
  expect(() => repaymentTable(0, 0.03, 12)).toThrow(RangeError);
  expect(() => repaymentTable(1_000_000, 3, 12)).toThrow(RangeError);
  expect(() => repaymentTable(1_000_000, 0.03, 12, 1_000_000)).toThrow(RangeError);
  expect(() => repaymentTable(1_000_000.5, 0.03, 12)).toThrow(RangeError);
});
