// A quote's states and the financing a buyer chooses on it, with the estimate of that financing: the
// amount financed, the monthly payment and the repayment table (./financing, rounded as lenders do).
// Zod-free, so the quote page computes the same figures the server stores.
import { LOAN_MONTHS, repaymentTable, type RepaymentRow } from './financing';

/** requested: the estimate was shown and the dealer asked for a formal quote. */
export const QUOTE_STATUSES = ['requested'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = { requested: '已送出報價請求' };

export const FINANCING_KINDS = ['cash', 'loan', 'lease'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];
export const FINANCING_LABELS: Record<FinancingKind, string> = { cash: '現金', loan: '分期付款', lease: '租賃' };

export type FinancingChoice =
  | { kind: 'cash' }
  | { kind: 'loan'; downPayment: number; months: number; annualRatePercent: number }
  | { kind: 'lease'; months: number; annualRatePercent: number; residual: number };

export interface FinancingEstimate {
  /** The amount the lender or lessor pays: the vehicle's price less the down payment (分期), or all of it (租賃). */
  financed: number;
  monthly: number;
  totalInterest: number;
  rows: RepaymentRow[];
  /** How it was counted, in the words the quote prints. */
  basis: string;
}

export { LOAN_MONTHS };

const twd = (amount: number) => `${amount.toLocaleString('en-US')} 元`;

/**
 * The estimate of the financing chosen for a vehicle price of `price` (the quote's vehicles, tax included;
 * fees and taxes on the road are paid apart); null for cash.
 */
export function financingEstimate(choice: FinancingChoice, price: number): FinancingEstimate | null {
  if (choice.kind === 'cash') return null;
  const rate = choice.annualRatePercent / 100;
  const financed = choice.kind === 'loan' ? price - choice.downPayment : price;
  const residual = choice.kind === 'lease' ? choice.residual : 0;
  const { monthly, rows, totalInterest } = repaymentTable(financed, rate, choice.months, residual);
  const terms = `年利率 ${choice.annualRatePercent}%，${choice.months} 期，本息平均攤還；每期金額四捨五入至元，末期補足差額`;
  const basis =
    choice.kind === 'loan'
      ? `車價 ${twd(price)} − 頭期款 ${twd(choice.downPayment)} = 貸款 ${twd(financed)}；${terms}`
      : `租賃車價 ${twd(price)}，期末殘值 ${twd(residual)}；${terms}`;
  return { financed, monthly, totalInterest, rows, basis };
}
