// The words of the sales pipeline, for the console's forms and the server's checks alike.

export const CONTACT_KINDS = ['call', 'visit', 'message'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const CONTACT_KIND_LABELS: Record<ContactKind, string> = { call: '電話', visit: '拜訪', message: '訊息' };

/** Why a milestone's planned date moved: the member reads it in the mail and on the timeline. */
export const DATE_MOVE_REASONS = ['parts', 'production', 'shipping', 'body_builder', 'registration', 'customer', 'other'] as const;
export type DateMoveReason = (typeof DATE_MOVE_REASONS)[number];
export const DATE_MOVE_REASON_LABELS: Record<DateMoveReason, string> = {
  parts: '零件供應',
  production: '生產排程',
  shipping: '船期／運輸',
  body_builder: '車體打造廠',
  registration: '監理領牌',
  customer: '客戶要求',
  other: '其他',
};
/** A date move's reason as the member and the staff read it: 其他 is the words given with it. */
export const dateMoveReasonText = (reason: DateMoveReason, reasonText: string) =>
  reason === 'other' ? reasonText : DATE_MOVE_REASON_LABELS[reason];

export const DEPOSIT_METHODS = ['transfer', 'cash', 'check', 'card'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const DEPOSIT_METHOD_LABELS: Record<DepositMethod, string> = { transfer: '銀行匯款', cash: '現金', check: '支票', card: '信用卡' };

/** How the balance (尾款) came in: as the deposit, or paid out by the buyer's lender (貸款撥款). */
export const BALANCE_METHODS = ['transfer', 'cash', 'check', 'card', 'loan'] as const;
export type BalanceMethod = (typeof BALANCE_METHODS)[number];
export const BALANCE_METHOD_LABELS: Record<BalanceMethod, string> = { ...DEPOSIT_METHOD_LABELS, loan: '貸款撥款' };
