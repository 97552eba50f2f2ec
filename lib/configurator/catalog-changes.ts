import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { formatTwd } from '../format/money';
import { offeredLines, type PriceLine } from '../sale/pricing';

// A configuration kept in the browser, or sent as a share link, was priced against the catalog as it was
// then. Opened again after headquarters changed a price or withdrew an item (issue 20), the buyer is
// told what changed: what was withdrawn (and left the configuration) and what costs another amount now.

/** What a configuration's price was made of when it was last shown: each line's words and amount, by id. */
export type SeenPrices = Record<string, { label: string; amount: number }>;

export const seenPricesOf = (lines: readonly PriceLine[]): SeenPrices =>
  Object.fromEntries(lines.map((line) => [line.uuid, { label: line.label, amount: line.amount }]));

/** The changes since the configuration was last shown, in the buyer's words; empty when nothing changed. */
export function catalogChanges(seen: SeenPrices, family: VehicleFamilyDetail): string[] {
  const offered = offeredLines(family);
  const notices: string[] = [];
  for (const [uuid, was] of Object.entries(seen)) {
    const now = offered.get(uuid);
    if (!now) notices.push(`「${was.label}」已停售，已從您的配置中移除。`);
    else if (now.amount !== was.amount)
      notices.push(`「${now.label}」的價格已由 ${formatTwd(was.amount)} 調整為 ${formatTwd(now.amount)}。`);
  }
  return notices;
}
