// The words and choices of a quote (報價單, issue 38), shared by the schemas, the server, the pages and the
// console: its states, how a truck is registered, how it is paid for, and the fees on the road headquarters
// keeps. Plain values, so any layer may use them; the rules that count with them are in lib/sale.

/** requested: the estimate was shown and the dealer asked for a formal quote. */
export const QUOTE_STATUSES = ['requested'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = { requested: '已送出報價請求' };

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
