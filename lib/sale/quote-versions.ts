// A dealer's formal quote (報價單, issue 38), the rules its versions count by: the discount as its own line of
// the price on the road, the last day a version may be valid, and where an issued version stands for the
// buyer. Zod-free and server-free, so the server, the accept step, the PDF and the pages read them alike.
import { QUOTE_VALID_DAYS_MAX } from '../constants';
import { addDays } from '../format/dates';
import { BUYER_SEES, type QuoteVersionStanding, type QuoteVersionStatus } from '../purchase/quote-terms';
import type { PriceBreakdown } from './pricing';
import type { RoadCostLine, RoadCosts } from './road-costs';

const twd = (amount: number) => `${amount.toLocaleString('en-US')} 元`;

/** The discount line's label, so the pages can set it apart. */
export const DISCOUNT_LABEL = '經銷商折扣';

/** Why a discount cannot be given; null when it can: whole NT$, not negative, less than the vehicles' price. */
export function discountProblem(discount: number, price: Pick<PriceBreakdown, 'total'>): string | null {
  if (!Number.isInteger(discount) || discount < 0) return '折扣需為 0 以上的整數（元）';
  if (discount >= price.total) return `折扣需少於車價 ${twd(price.total)}`;
  return null;
}

/**
 * The price on the road with the dealer's discount: `costs` (roadCosts of the undiscounted `price`) with the
 * discount as its own line after the vehicle's lines, taken off the taxable price (the 5% business tax is
 * in the price, so it falls with it), and the total less it. No discount: the costs as they are.
 */
export function discountedCosts(costs: RoadCosts, price: PriceBreakdown, discount: number): RoadCosts {
  if (discount === 0) return costs;
  const vehicleLines = price.lines.some((line) => line.kind === 'local-part') ? 2 : 1;
  const taxable = price.total - discount;
  const line: RoadCostLine = {
    label: DISCOUNT_LABEL,
    amount: -discount,
    basis: `自應稅車價中扣除（營業稅 5% 內含，隨之減少）：車價 ${twd(price.total)} − 折扣 ${twd(discount)} = 應稅車價 ${twd(taxable)}`,
  };
  return {
    lines: [...costs.lines.slice(0, vehicleLines), line, ...costs.lines.slice(vehicleLines)],
    total: costs.total - discount,
    notEstimated: costs.notEstimated,
  };
}

/** A line the estimate left out (no rate set, no displacement), priced by the salesperson per truck. */
export interface FilledLine {
  label: string;
  amount: number;
}

/** What a version says of a line the estimate left out and the salesperson did not price. */
export const LEFT_OUT_BASIS = '未列入本報價單，依實際收費另計';

/** Why lines cannot be priced so; null when they can: each one a line the estimate left out, once. */
export function filledProblem(costs: RoadCosts, filled: readonly FilledLine[]): string | null {
  const labels = filled.map((line) => line.label);
  const unknown = labels.find((label) => !costs.notEstimated.includes(label));
  if (unknown !== undefined) return `「${unknown}」不是待填列的費用（可能已由總公司費率計算），請重新整理後再開立`;
  if (new Set(labels).size < labels.length) return '同一項費用只能填列一次';
  return null;
}

/**
 * The costs with the lines the estimate left out priced as the salesperson typed them (per truck, times the
 * trucks, as the fees are counted); a line left unpriced stays out of the total and says so. `filled` must
 * pass filledProblem.
 */
export function filledCosts(costs: RoadCosts, filled: readonly FilledLine[], trucks: number): RoadCosts {
  const times = trucks > 1 ? ` × ${trucks} 輛` : '';
  const lines = costs.lines.map((line): RoadCostLine => {
    if (line.amount !== null) return line;
    const typed = filled.find((entry) => entry.label === line.label);
    return typed
      ? { label: line.label, amount: typed.amount * trucks, basis: `經銷商填列，每輛 ${twd(typed.amount)}${times}` }
      : { label: line.label, amount: null, basis: LEFT_OUT_BASIS };
  });
  return {
    lines,
    total: lines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
    notEstimated: lines.filter((line) => line.amount === null).map((line) => line.label),
  };
}

/**
 * The last valid-until day a version issued `today` may have: the day before the next dated price list takes
 * effect (`nextPriceDay`, its Taipei day), else QUOTE_VALID_DAYS_MAX days from today. Earlier than today when
 * a new price list takes effect today: no version can be issued until it does.
 */
export function latestValidUntil(today: string, nextPriceDay: string | null): string {
  const byDays = addDays(today, QUOTE_VALID_DAYS_MAX);
  if (nextPriceDay === null) return byDays;
  const before = addDays(nextPriceDay, -1);
  return before < byDays ? before : byDays;
}

/** Whether the buyer sees a version: issued or accepted, never one awaiting the manager or refused. */
export const buyerSees = (status: QuoteVersionStatus) => (BUYER_SEES as readonly QuoteVersionStatus[]).includes(status);

/**
 * Where a version the buyer sees stands `today` (Taipei, YYYY-MM-DD): superseded when a newer version was
 * issued (`latestIssuedVersion`, the highest version the buyer sees), else expired once its valid-until
 * day has passed, else current. The one rule the page, the accept step and the PDF read.
 */
export function versionStanding(
  version: { version: number; validUntil: string },
  latestIssuedVersion: number,
  today: string,
): QuoteVersionStanding {
  if (version.version < latestIssuedVersion) return 'superseded';
  if (version.validUntil < today) return 'expired';
  return 'current';
}
