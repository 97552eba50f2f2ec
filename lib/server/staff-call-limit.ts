import 'server-only';
import { createHash } from 'node:crypto';
import type { Executor } from './db/client';
import type { StaffContext } from './auth/staff-sessions';
import { LIMITS } from './auth/policy';
import { tooMany } from './core/api-failure';
import { consumeRates } from './rate-limit';
import { securityEvent } from './security-events';

// Every console call is counted for its session and its person in the database, so the limits hold
// across instances, in one statement (lib/server/rate-limit.ts consumeRates): a stolen token cannot
// read its buyers at full speed, and a session reading many different records is logged.

/** The counters of a console session and its person in rate_limits. */
export const staffCallKeys = (staff: Pick<StaffContext, 'sessionId' | 'staffId'>) => ({
  session: `staff-calls:session:${staff.sessionId}`,
  person: `staff-calls:person:${staff.staffId}`,
  reads: `staff-reads:session:${staff.sessionId}`,
});

/**
 * Counts a console call; R00429 with Retry-After past the session's or the person's limit. `read` names
 * what a call reading buyers' records reads (its path and query), to count the different ones.
 */
export async function limitStaffCall(db: Executor, staff: StaffContext, read: string | null): Promise<void> {
  const keys = staffCallKeys(staff);
  const verdicts = await consumeRates(
    db,
    [
      { key: keys.session, ...LIMITS.staffCallsPerSession },
      { key: keys.person, ...LIMITS.staffCallsPerPerson },
    ],
    read === null
      ? undefined
      : { key: keys.reads, ...LIMITS.staffRecordReadsPerSession, item: createHash('sha256').update(read).digest('hex').slice(0, 32) },
  );
  const account = `staff:${staff.email}`;
  const reads = verdicts.get(keys.reads);
  if (reads?.count === LIMITS.staffRecordReadsPerSession.limit + 1) {
    await securityEvent(db, 'staff-records-harvest', account, {
      role: staff.role,
      reads: reads.count,
      windowSeconds: LIMITS.staffRecordReadsPerSession.windowSeconds,
    });
  }
  for (const [limit, rule] of [
    ['session', LIMITS.staffCallsPerSession],
    ['person', LIMITS.staffCallsPerPerson],
  ] as const) {
    const verdict = verdicts.get(keys[limit])!;
    if (verdict.allowed) continue;
    // Once as the limit is crossed, not for every call refused after it.
    if (verdict.count === rule.limit + 1)
      await securityEvent(db, 'staff-calls-throttled', account, { limit, role: staff.role, calls: verdict.count });
    throw tooMany('R00429', verdict.retryAfter);
  }
}
