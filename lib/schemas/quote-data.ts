import * as z from 'zod';
import { BUYER_SEES, FINANCING_KINDS, QUOTE_STATUSES, QUOTE_VERSION_STANDINGS, TRUCK_USES } from '@/lib/purchase/quote-terms';
import { COUNT, DATE_TIME, documentNumber, MONEY, SLUG, UUID } from './data-fields';
import { frozenConfiguration, priceBreakdown } from './purchases';

// What the API answers of a quote (GET and POST /order/quote/v1): the configuration and its price as they
// were, the point and dealer asked, the price on the road line by line and the financing estimate.

const costLine = z.object({ label: z.string(), amount: MONEY.nullable(), basis: z.string() });
const repaymentRow = z.object({ period: z.int(), payment: MONEY, interest: MONEY, principal: MONEY, balance: MONEY });

const QUOTE = {
  uuid: UUID,
  number: documentNumber('QT'),
  status: z.enum(QUOTE_STATUSES),
  statusLabel: z.string(),
  createdAt: DATE_TIME,
  familyName: z.string(),
  quantity: z.int().min(1),
  /** The price on the road of the lines that could be estimated. */
  total: MONEY,
  point: z.object({ slug: SLUG, name: z.string(), dealerName: z.string(), phone: z.string() }),
};

const financing = z.object({
  kind: z.enum(FINANCING_KINDS),
  label: z.string(),
  /** What the buyer chose: null where the kind has no such term. */
  downPayment: MONEY.nullable(),
  months: z.int().nullable(),
  annualRatePercent: z.number().nullable(),
  residual: MONEY.nullable(),
  estimate: z.object({ financed: MONEY, monthly: MONEY, totalInterest: MONEY, rows: z.array(repaymentRow), basis: z.string() }).nullable(),
});

/** A version's line may be negative: the dealer's discount (lib/sale/quote-versions.ts). */
const versionCostLine = z.object({ label: z.string(), amount: z.int().nullable(), basis: z.string() });
export const quoteVersionCosts = z.object({ lines: z.array(versionCostLine), total: MONEY, notEstimated: z.array(z.string()) });
export const quoteVersionFinancing = financing;

/** What the buyer and the console both read of a version. */
export const quoteVersionFields = {
  version: COUNT,
  /** QT20261129-000001-v2 */
  number: z.string(),
  /** 第 2 版 */
  label: z.string(),
  salesperson: z.string(),
  discount: MONEY,
  note: z.string(),
  validUntil: z.string(),
  price: priceBreakdown,
  costs: quoteVersionCosts,
  financing: quoteVersionFinancing,
  total: MONEY,
  createdAt: DATE_TIME,
};

export const buyerQuoteVersionSchema = z.object({
  ...quoteVersionFields,
  status: z.enum(BUYER_SEES),
  standing: z.enum(QUOTE_VERSION_STANDINGS),
  standingLabel: z.string(),
});
export type BuyerQuoteVersion = z.infer<typeof buyerQuoteVersionSchema>;

export const quoteSummarySchema = z.object(QUOTE);

export const quoteDetailSchema = z.object({
  ...QUOTE,
  configuration: frozenConfiguration,
  price: priceBreakdown,
  use: z.enum(TRUCK_USES),
  useLabel: z.string(),
  plateDay: z.string(),
  costs: z.object({ lines: z.array(costLine), total: MONEY, notEstimated: z.array(z.string()) }),
  financing,
  /** The dealer's formal versions the buyer sees (issued or accepted), newest first. */
  versions: z.array(buyerQuoteVersionSchema),
});

export type QuoteSummary = z.infer<typeof quoteSummarySchema>;
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;
