// The states a pre-order, a contract, its payment and its delivery go through, with the words the
// screens and mails show for each (one owner; lib/sale/purchases.ts holds the rules over them).

export type PreorderStatus = 'submitted' | 'contacting' | 'contracted' | 'cancelled';
export const PREORDER_STATUS_LABELS: Record<PreorderStatus, string> = {
  submitted: '已送出',
  contacting: '經銷商聯繫中',
  contracted: '已轉合約',
  cancelled: '已取消',
};

/** reviewing: within the review period (審閱期), not yet signed; the rest follow the delivery, unless cancelled. */
export type ContractStatus = 'reviewing' | 'signed' | 'in-production' | 'delivering' | 'delivered' | 'cancelled';
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  reviewing: '合約審閱中',
  signed: '已簽約',
  'in-production': '生產中',
  delivering: '交車準備中',
  delivered: '已交車',
  cancelled: '已取消',
};

export type PaymentStatus = 'deposit-due' | 'deposit-paid' | 'paid';
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  'deposit-due': '訂金待付',
  'deposit-paid': '訂金已付，尾款待付',
  paid: '已付清',
};

/** The milestones of a delivery, in order; 加裝 only when local parts are to be fitted. */
export type MilestoneKey = 'contract' | 'production' | 'built' | 'shipped' | 'fitting' | 'licensing' | 'handover';
export const MILESTONES: ReadonlyArray<{ key: MilestoneKey; label: string; /** planned days after the contract */ days: number }> = [
  { key: 'contract', label: '合約成立', days: 0 },
  { key: 'production', label: '排產', days: 10 },
  { key: 'built', label: '生產完成', days: 35 },
  { key: 'shipped', label: '到港／出廠', days: 45 },
  { key: 'fitting', label: '加裝（在地配件）', days: 55 },
  { key: 'licensing', label: '領牌', days: 60 },
  { key: 'handover', label: '交車', days: 63 },
];

/** The contract's status once a milestone is done. */
export const CONTRACT_STATUS_AFTER: Partial<Record<MilestoneKey, ContractStatus>> = {
  production: 'in-production',
  shipped: 'delivering',
  handover: 'delivered',
};

export type MilestoneState = 'done' | 'current' | 'planned';
export const MILESTONE_STATE_LABELS: Record<MilestoneState, string> = { done: '已完成', current: '進行中', planned: '預計' };
