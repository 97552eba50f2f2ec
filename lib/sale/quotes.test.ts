import { financingEstimate } from './quotes';

it('finances the price less the down payment, with the annuity payment and a table that clears it to the dollar', () => {
  const loan = financingEstimate({ kind: 'loan', downPayment: 1_508_000, months: 60, annualRatePercent: 3 }, 2_508_000)!;
  // NT$1,000,000 at 3 % over 60 months: 17,968.69, so 17,969 a month (lib/sale/financing.test.ts).
  expect(loan).toMatchObject({ financed: 1_000_000, monthly: 17_969 });
  expect(loan.rows).toHaveLength(60);
  expect(loan.rows.reduce((sum, row) => sum + row.principal, 0)).toBe(1_000_000);
  expect(loan.basis).toBe(
    '車價 2,508,000 元 − 頭期款 1,508,000 元 = 貸款 1,000,000 元；年利率 3%，60 期，本息平均攤還；每期金額四捨五入至元，末期補足差額',
  );
});

it('leases the whole price down to its residual; cash has no financing', () => {
  const lease = financingEstimate({ kind: 'lease', months: 36, annualRatePercent: 4.5, residual: 900_000 }, 3_000_000)!;
  expect(lease.financed).toBe(3_000_000);
  expect(lease.rows.at(-1)!.balance).toBe(900_000);
  expect(lease.basis).toContain('期末殘值 900,000 元');
  expect(financingEstimate({ kind: 'cash' }, 3_000_000)).toBeNull();
});
