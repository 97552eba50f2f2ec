// The words and choices of a quote (報價單, issue 38), shared by the schemas, the server, the pages and the
// console: its states, how a truck is registered, how it is paid for, and the fees on the road headquarters
// keeps. Plain values, so any layer may use them; the rules that count with them are in lib/sale.

/**
 * A request's states. unconfirmed: a visitor's, waiting for the mailed link; requested: the estimate was shown
 * and the dealer asked for a formal quote; quoted: the dealer issued at least one version; accepted: the
 * buyer accepted a version and a pre-order was made from it.
 */
export const QUOTE_STATUSES = ['unconfirmed', 'requested', 'quoted', 'accepted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  unconfirmed: '待確認（請點信中連結）',
  requested: '已送出報價請求',
  quoted: '經銷商已報價',
  accepted: '已接受報價',
};

/**
 * A formal quote's version, issued by the dealer's salesperson. awaiting-approval: its discount is above the
 * dealer's limit and the manager has not decided; issued: the buyer sees it; refused: the manager refused
 * it (the buyer never sees it); accepted: the buyer accepted it. Expired and superseded are read from its
 * date and from newer issued versions, not stored.
 */
export const QUOTE_VERSION_STATUSES = ['awaiting-approval', 'issued', 'refused', 'accepted'] as const;
export type QuoteVersionStatus = (typeof QUOTE_VERSION_STATUSES)[number];
export const QUOTE_VERSION_STATUS_LABELS: Record<QuoteVersionStatus, string> = {
  'awaiting-approval': '待主管核准折扣',
  issued: '已報價',
  refused: '主管未核准',
  accepted: '已接受',
};
/** The versions the buyer sees: never one awaiting the manager or refused. */
export const BUYER_SEES = ['issued', 'accepted'] as const satisfies readonly QuoteVersionStatus[];

/** How the truck is registered: 自用 (the owner's own goods) or 營業 (carrying for others). */
export const TRUCK_USES = ['private', 'business'] as const;
export type TruckUse = (typeof TRUCK_USES)[number];
export const TRUCK_USE_LABELS: Record<TruckUse, string> = { private: '自用', business: '營業' };

export const FINANCING_KINDS = ['cash', 'loan', 'lease'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];
export const FINANCING_LABELS: Record<FinancingKind, string> = { cash: '現金', loan: '分期付款', lease: '租賃' };

/** The terms a buyer may choose (months). */
export const LOAN_MONTHS = { min: 12, max: 60 } as const;

export type FinancingChoice =
  | { kind: 'cash' }
  | { kind: 'loan'; downPayment: number; months: number; annualRatePercent: number }
  | { kind: 'lease'; months: number; annualRatePercent: number; residual: number };

/** The fees on the road besides 使用牌照稅, which headquarters keeps as tables in the console (road_fees), in the estimate's order. */
export const ROAD_FEE_KINDS = ['road-maintenance', 'compulsory-insurance', 'registration'] as const;
export type RoadFeeKind = (typeof ROAD_FEE_KINDS)[number];
export const ROAD_FEE_LABELS: Record<RoadFeeKind, string> = {
  'road-maintenance': '公路使用養護安全管理費（原汽車燃料使用費）',
  'compulsory-insurance': '強制汽車責任保險（一年，估算）',
  registration: '新領牌照規費（牌照、行照與檢驗）',
};

/**
 * Where an issued version stands for the buyer (lib/sale/quote-versions.ts reads it): current, superseded (a
 * newer version was issued) or expired (its valid-until day has passed).
 */
export const QUOTE_VERSION_STANDINGS = ['current', 'superseded', 'expired'] as const;
export type QuoteVersionStanding = (typeof QUOTE_VERSION_STANDINGS)[number];
export const QUOTE_VERSION_STANDING_LABELS: Record<QuoteVersionStanding, string> = {
  current: '目前有效',
  superseded: '已由新版取代',
  expired: '已逾期',
};

/** A version as the buyer and the console name it: QT20261129-000001-v2, 第 2 版. */
export const quoteVersionNumber = (number: string, version: number) => `${number}-v${version}`;
export const quoteVersionLabel = (version: number) => `第 ${version} 版`;

/** How a pre-order or a contract names the quote it was made from, wherever it is shown. */
export const quoteRefText = (quote: { number: string; version: number }) => `報價單 ${quote.number}（${quoteVersionLabel(quote.version)}）`;
