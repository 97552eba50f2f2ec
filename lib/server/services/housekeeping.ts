import 'server-only';
import { and, eq, lt, lte } from 'drizzle-orm';
import { processSlot } from '@/lib/process-slots';
import type { Db, Executor } from '../db/client';
import {
  emailUndos,
  idempotencyKeys,
  loginChallenges,
  loginFailures,
  members,
  outbox,
  rateLimits,
  scheduledRuns,
  sessions,
  verifications,
} from '../db/schema';
import { quotes } from '../db/quote-schema';
import { pendingCutoff } from './pending-members';
import { unconfirmedCutoff } from './visitor-quotes';
import { sweepUnusedMedia } from './media-sweep';
import { logger, safeReason } from '../core/logger';

const EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
// When this process last asked; one time for every copy of this module (lib/process-slots.js).
const state = processSlot('housekeeping', (): { lastAt?: number } => ({}));

/**
 * Whether this caller is the one to run `name` now: of every instance on the database, the first to ask once
 * `everyMs` has passed since it last ran. One statement, so two instances asking at once cannot both win.
 */
export async function claimRun(db: Executor, name: string, everyMs: number, now = Date.now()): Promise<boolean> {
  const at = new Date(now);
  const won = await db
    .insert(scheduledRuns)
    .values({ name, ranAt: at })
    .onConflictDoUpdate({ target: scheduledRuns.name, set: { ranAt: at }, setWhere: lte(scheduledRuns.ranAt, new Date(now - everyMs)) })
    .returning({ name: scheduledRuns.name });
  return won.length > 0;
}

/**
 * At most once an hour across every instance (each asks at most once an hour, after a request): drops
 * rate-limit buckets, login failures, sessions, login challenges, codes and undo links that can no longer
 * matter, registrations left unverified for a day, a visitor's quote requests whose link expired unopened, idempotency keys older than a week (a retry comes within
 * minutes), mail older than three days, and pictures nothing has pointed at for 30 days (media-sweep.ts).
 */
export function maybeHousekeep(db: Db, now = Date.now()): void {
  if (now - (state.lastAt ?? 0) < EVERY_MS) return;
  state.lastAt = now;
  const dayAgo = new Date(now - DAY_MS);
  const sweep = () =>
    Promise.all([
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
      // A visitor's quote request whose link was never opened: the dealer never got it and never will.
      db.delete(quotes).where(and(eq(quotes.status, 'unconfirmed'), lt(quotes.createdAt, unconfirmedCutoff(now)))),
      sweepUnusedMedia(db, now),
    ]);
  void claimRun(db, 'housekeeping', EVERY_MS, now)
    .then((won) => (won ? sweep() : undefined))
    .catch((error: unknown) => logger.warn({ event: 'housekeeping-failed', reason: safeReason(error) }));
}
