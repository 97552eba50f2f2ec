import 'server-only';
import { notFound } from 'next/navigation';
import type { PurchaseDetail } from '@/lib/urls/member.mjs';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import type { Db } from '../db/client';
import { ApiFailure } from '../core/api-failure';
import { getContract, getDelivery, listContracts } from './contracts';
import { memberContractText } from './contract-text';
import { memberTimeline } from './member-notices';
import { asSent, pageMember } from './page-member';
import { getPreorder, listPreorders } from './preorders';

// The reads behind each page's API call, so the page and the call agree on what the member may see.
const READS: Record<PurchaseDetail, (db: Db, memberId: string, uuid: string) => Promise<unknown>> = {
  'contract-detail': getContract,
  'contract-spec': getContract,
  'contract-text': memberContractText,
  delivery: getDelivery,
  'preorder-spec': getPreorder,
};

/**
 * The record of a purchase page for the member of the session cookie, as its API call would answer it; null
 * without a live session (the browser then decides). A record the member may not see (another member's,
 * or none) is a 404 page, like any unknown URL.
 */
async function ownRecord(kind: PurchaseDetail, uuid: string) {
  const member = await pageMember();
  if (!member) return null;
  const record = await READS[kind](member.db, member.memberId, uuid).catch((error: unknown) => {
    if (error instanceof ApiFailure && error.code === 'N00404') notFound();
    throw error;
  });
  return { ...member, record };
}

/** A purchase record as its API call would answer it, for the member of the session cookie; null without a live session. */
export async function purchaseRecordData(kind: PurchaseDetail, uuid: string): Promise<unknown> {
  const own = await ownRecord(kind, uuid);
  return own ? asSent(own.record) : null;
}

/** A purchase page's record and its history (進度紀錄) as its calls would answer them; null without a live session. */
export async function purchasePageData(kind: PurchaseDetail, uuid: string): Promise<{ record: unknown; timeline?: unknown } | null> {
  const own = await ownRecord(kind, uuid);
  if (!own) return null;
  const preorderUuid =
    kind === 'preorder-spec' ? uuid : kind === 'contract-detail' ? (own.record as { preorderUuid: string }).preorderUuid : null;
  const timeline = preorderUuid ? await memberTimeline(own.db, own.memberId, preorderUuid) : undefined;
  return asSent({ record: own.record, timeline });
}

/** /member/purchase's lists for the tab, read on the server as GET /order/order/v1 and /order/contract/v1 answer; null without a live session. */
export async function purchaseListData(tab: PurchaseTab): Promise<{ preorders?: unknown; contracts?: unknown } | null> {
  const member = await pageMember();
  if (!member) return null;
  const [preorders, contracts] = await Promise.all([
    tab === 2 ? undefined : listPreorders(member.db, member.memberId),
    tab === 1 ? undefined : listContracts(member.db, member.memberId),
  ]);
  return asSent({ preorders, contracts });
}
