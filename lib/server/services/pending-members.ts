import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { members, verifications } from '../db/schema';
import { PENDING_MEMBER_TTL_MS } from '../auth/policy';
import { memberByEmail, type MemberRow } from './member-info';

/** The moment before which a pending registration has lapsed. */
export const pendingCutoff = (now = Date.now()) => new Date(now - PENDING_MEMBER_TTL_MS);

export const isLapsedPending = (row: MemberRow) => row.status === 'pending' && row.createdAt <= pendingCutoff();

/**
 * Removes a pending registration. Its verifications stay as dead rows (no code, no member, no
 * password), so its mailed link and code answer C00001 like any wrong code rather than N00404.
 */
export async function dropPendingMember(tx: Executor, memberId: string) {
  await tx.update(verifications).set({ memberId: null, codeHash: null, passwordHash: null }).where(eq(verifications.memberId, memberId));
  await tx.delete(members).where(eq(members.id, memberId));
}

/** The member an address belongs to; a lapsed pending registration holds none and is dropped here. */
export async function memberHoldingEmail(tx: Executor, email: string): Promise<MemberRow | null> {
  const row = await memberByEmail(tx, email);
  if (!row || !isLapsedPending(row)) return row;
  await dropPendingMember(tx, row.id);
  return null;
}
