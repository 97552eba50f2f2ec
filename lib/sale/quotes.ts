// The estimate of the financing a buyer chooses on a quote (lib/purchase/quote-terms.ts): the amount
// financed, the monthly payment and the repayment table (./financing, rounded as lenders do).
// Zod-free, so the quote page computes the same figures the server stores.
import type { FinancingChoice } from '../purchase/quote-terms';
import { repaymentTable, type RepaymentRow } from './financing';

export interface FinancingEstimate {
  /** The amount the lender or lessor pays: the vehicle's price less the down payment (分期), or all of it (租賃). */
  financed: number;
  monthly: number;
  totalInterest: number;
  rows: RepaymentRow[];
  /** How it was counted, in the words the quote prints. */
  basis: string;
}

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
