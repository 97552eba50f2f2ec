import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  emailUndos,
  idempotencyKeys,
  loginChallenges,
  loginFailures,
  members,
  outbox,
  rateLimits,
  sessions,
  verifications,
} from '../db/schema';
import { pendingCutoff } from './pending-members';
import { logger, safeReason } from '../core/logger';

const EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const state = globalThis as typeof globalThis & { __portalHousekeptAt?: number };

/**
 * At most once an hour per process, after a request: drops rate-limit buckets, login failures,
 * sessions, login challenges, codes and undo links that can no longer matter, registrations left
 * unverified for a day, idempotency keys older than a week (a retry comes within minutes) and mail
 * older than three days.
 */
export function maybeHousekeep(db: Db, now = Date.now()): void {
  if (now - (state.__portalHousekeptAt ?? 0) < EVERY_MS) return;
  state.__portalHousekeptAt = now;
  const dayAgo = new Date(now - DAY_MS);
  void Promise.all([
    db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo)),
    db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, dayAgo)),
    db.delete(sessions).where(lt(sessions.expiresAt, dayAgo)),
    db.delete(verifications).where(lt(verifications.expiresAt, dayAgo)),
    db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, dayAgo)),
    db.delete(emailUndos).where(lt(emailUndos.expiresAt, dayAgo)),
    db.delete(members).where(and(eq(members.status, 'pending'), lt(members.createdAt, pendingCutoff(now)))),
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - 7 * DAY_MS))),
    // Mail holds codes in clear text: keep it no longer than a delivery needs.
    db.delete(outbox).where(lt(outbox.createdAt, new Date(now - 3 * DAY_MS))),
  ]).catch((error: unknown) => logger.warn({ event: 'housekeeping-failed', reason: safeReason(error) }));
}
