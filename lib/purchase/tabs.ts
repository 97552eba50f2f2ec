import { CONTRACT_AND_DELIVERY, PREORDER, PURCHASE_MANAGEMENT } from '@/lib/words/purchase';
// The tabs of 購車管理 live in the URL (?tab=), so a reload or a shared link opens the same one.
export const PURCHASE_TABS = [PURCHASE_MANAGEMENT, PREORDER, CONTRACT_AND_DELIVERY] as const;
export type PurchaseTab = 0 | 1 | 2;

/** The tab of a `tab` query value; anything but 1 or 2 (absent, unknown, repeated) is the overview. */
export function purchaseTabOf(value: string | string[] | null | undefined): PurchaseTab {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === '1') return 1;
  if (raw === '2') return 2;
  return 0;
}
