// An open console session, and the role of the one a token names. Without 'server-only': the runtime's
// guard (lib/runtime/upload-sender.ts) asks it outside Next before a picture may hold one of its places.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '@/lib/staff/roles';
import type { Executor } from '../db/client';
import { staffAccounts, staffSessions } from '../db/staff-schema';
import { STAFF_SESSION_IDLE_MS } from '@/lib/staff/session-limits';
import { sha256 } from './tokens';

/** A session neither ended, nor past its lifetime, nor idle too long (its account is judged apart). */
export const openStaffSession = (now = Date.now()) =>
  and(
    isNull(staffSessions.revokedAt),
    gt(staffSessions.expiresAt, new Date(now)),
    gt(staffSessions.lastSeenAt, new Date(now - STAFF_SESSION_IDLE_MS)),
  );

/**
 * The role of the open session a `cv-staff-token` names, its account not disabled; else null. One read
 * by the token hash's unique index, which changes nothing (the route's resolveStaffSession touches the session).
 */
export async function roleOfStaffToken(db: Executor, token: string, now = Date.now()): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: staffAccounts.role })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), openStaffSession(now), isNull(staffAccounts.disabledAt)))
    .limit(1);
  return row?.role ?? null;
}
