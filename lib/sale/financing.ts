// Paying for a truck over time: 分期 (an instalment loan repaid in equal monthly payments, 本息平均攤還)
// and 租賃 (a lease whose payments leave a residual value to settle at the end). Whole New Taiwan dollars,
// rounded as Taiwan's lenders print their repayment tables: the monthly payment is the annuity formula's
// figure rounded half up to the dollar; each month's interest is the balance times the monthly rate (the
// annual rate / 12), rounded half up; the rest of the payment repays principal; the last payment is
// whatever clears the balance (and the residual, for a lease) exactly, so the principal repaid adds up
// to the amount financed to the dollar.

export interface RepaymentRow {
  /** 1 for the first month. */
  period: number;
  payment: number;
  interest: number;
  principal: number;
  /** What is still owed after this payment (the residual, for a lease, after its last). */
  balance: number;
}

export interface Repayment {
  /** The payment of every month but the last. */
  monthly: number;
  rows: RepaymentRow[];
  totalInterest: number;
}

/** Half up to the dollar, as the tables print it (0.5 goes up). */
const dollars = (value: number) => Math.floor(value + 0.5 + 1e-9);

/**
 * The exact annuity payment that brings `amount` down to `residual` in `months` payments at the end of
 * each month, at `annualRate` (0.03 for 3 %).
 */
export function annuityPayment(amount: number, annualRate: number, months: number, residual = 0): number {
  const rate = annualRate / 12;
  if (rate === 0) return (amount - residual) / months;
  const discount = (1 + rate) ** -months;
  return ((amount - residual * discount) * rate) / (1 - discount);
}

/**
 * The repayment table of `amount` financed over `months` at `annualRate`; with `residual`, a lease whose
 * last payment leaves that much to settle (paid, or the truck returned, at the end).
 */
export function repaymentTable(amount: number, annualRate: number, months: number, residual = 0): Repayment {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive whole number of dollars');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive whole number');
  if (!Number.isInteger(residual) || residual < 0 || residual >= amount) throw new RangeError('residual must be below the amount');
  if (!(annualRate >= 0 && annualRate < 1)) throw new RangeError('annualRate is a fraction: 0.03 for 3 %');
  const monthly = dollars(annuityPayment(amount, annualRate, months, residual));
  const rows: RepaymentRow[] = [];
  let balance = amount;
  let totalInterest = 0;
  for (let period = 1; period <= months; period += 1) {
    const interest = dollars((balance * annualRate) / 12);
    const last = period === months;
    const principal = last ? balance - residual : Math.min(monthly - interest, balance - residual);
    balance -= principal;
    totalInterest += interest;
    rows.push({ period, payment: principal + interest, interest, principal, balance });
  }
  return { monthly, rows, totalInterest };
}
