import 'server-only';
import { notFound } from 'next/navigation';
import type { PurchaseDetail } from '@/lib/urls/member.mjs';
import { cookieSession } from '../auth/cookie-session';
import { getDb, type Db } from '../db/client';
import { ApiFailure } from '../core/api-failure';
import { getContract, getDelivery } from './contracts';
import { getPreorder } from './preorders';

// The reads behind each page's API call, so the page and the call agree on what the member may see.
const READS: Record<PurchaseDetail, (db: Db, memberId: string, uuid: string) => Promise<unknown>> = {
  'contract-detail': getContract,
  'contract-spec': getContract,
  delivery: getDelivery,
  'preorder-spec': getPreorder,
};

/**
 * A purchase page answers 404, like any unknown URL, for a record the signed-in member may not see (another
 * member's, or none): the server knows the member by the session cookie. Without a live session the browser
 * decides (it sends the visitor to log in); the record itself still loads through the API.
 */
export async function notFoundUnlessOwnRecord(kind: PurchaseDetail, uuid: string): Promise<void> {
  const db = await getDb();
  const session = await cookieSession(db);
  if (!session) return;
  const visible = await READS[kind](db, session.memberId, uuid).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiFailure && error.code === 'N00404') return false;
      throw error;
    },
  );
  if (!visible) notFound();
}
