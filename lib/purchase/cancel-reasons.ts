// Why a buyer cancels their own pre-order (issue 36): a short list to choose from, with words of their own.

export const MEMBER_CANCEL_REASONS = ['changed-plans', 'other-vehicle', 'price', 'delivery-time', 'other'] as const;
export type MemberCancelReason = (typeof MEMBER_CANCEL_REASONS)[number];

export const MEMBER_CANCEL_REASON_LABELS: Record<MemberCancelReason, string> = {
  'changed-plans': '購車計畫改變',
  'other-vehicle': '改選其他車款',
  price: '價格或付款條件不合適',
  'delivery-time': '交車時間無法配合',
  other: '其他原因',
};

export const CANCEL_NOTE_MAX = 200;

/** The reason as the record, the mails and the history keep it: the choice with the buyer's words after it, or 其他原因's words alone. */
export function memberCancelReasonText(reason: MemberCancelReason, note: string): string {
  const words = note.trim();
  if (!words) return MEMBER_CANCEL_REASON_LABELS[reason];
  return reason === 'other' ? words : `${MEMBER_CANCEL_REASON_LABELS[reason]}：${words}`;
}
