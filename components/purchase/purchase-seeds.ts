import type { PurchaseDetail } from '@/lib/urls/member.mjs';
import type { QuerySeed } from '@/store/query/seeds';

// The query each purchase page's record comes from (store/purchase-api.ts).
const RECORD_QUERY: Record<PurchaseDetail, string> = {
  'contract-detail': 'contract',
  'contract-spec': 'contract',
  'contract-text': 'contractText',
  delivery: 'delivery',
  'preorder-spec': 'preorder',
};

/** The seeds of a purchase page from what its server page read (none without the member's session). */
export function purchaseDetailSeeds(kind: PurchaseDetail, uuid: string, data: { record: unknown; timeline?: unknown } | null): QuerySeed[] {
  if (!data) return [];
  const seeds: QuerySeed[] = [{ endpoint: RECORD_QUERY[kind], arg: uuid, data: data.record }];
  const preorderUuid = kind === 'preorder-spec' ? uuid : (data.record as { preorderUuid?: string }).preorderUuid;
  if (data.timeline !== undefined && preorderUuid) seeds.push({ endpoint: 'timeline', arg: preorderUuid, data: data.timeline });
  return seeds;
}

/** The seeds of /member/purchase's lists. */
export function purchaseListSeeds(data: { preorders?: unknown; contracts?: unknown } | null): QuerySeed[] {
  if (!data) return [];
  return [
    ...(data.preorders === undefined ? [] : [{ endpoint: 'preorders', data: data.preorders }]),
    ...(data.contracts === undefined ? [] : [{ endpoint: 'contracts', data: data.contracts }]),
  ];
}
