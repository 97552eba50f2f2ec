import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { NoticePrefs } from '@/lib/purchase/notice-prefs';
import type { Db } from '../db/client';
import { contracts, members, preorders } from '../db/schema';
import { notFound } from '../core/api-failure';
import { timelineOf } from './sales/timeline';

/** GET /member/notice/v1: which optional notices the member receives by mail. */
export async function noticePrefsOf(db: Db, memberId: string): Promise<NoticePrefs> {
  const [row] = await db.select({ prefs: members.noticePrefs }).from(members).where(eq(members.id, memberId));
  return row.prefs;
}

/** PUT /member/notice/v1: the member's choice; the contract and cancellation mails are not among them. */
export async function setNoticePrefs(db: Db, memberId: string, prefs: NoticePrefs): Promise<NoticePrefs> {
  await db.update(members).set({ noticePrefs: prefs, updatedAt: new Date() }).where(eq(members.id, memberId));
  return prefs;
}

/**
 * GET /order/timeline/v1/{uuid}: what happened to one of the member's pre-orders and its contract,
 * oldest first, with every moved date and its reason; the staff's own notes and names left out.
 */
export async function memberTimeline(db: Db, memberId: string, preorderId: string) {
  const [row] = await db
    .select({ id: preorders.id, createdAt: preorders.createdAt })
    .from(preorders)
    .where(and(eq(preorders.id, preorderId), eq(preorders.memberId, memberId)));
  if (!row) throw notFound();
  const [contract] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.preorderId, row.id));
  const entries = await timelineOf(db, { preorderId: row.id, placedAt: row.createdAt, contractId: contract?.id ?? null }, true);
  return entries.map(({ at, title, detail }) => ({ at, title, detail }));
}
