import 'server-only';
import { getDb } from '../db/client';
import { keepDispatching } from '../mail/outbox';
import { logger, safeReason } from '../core/logger';
import { maybeHousekeep } from './housekeeping';

// How often this instance asks whether housekeeping is due; maybeHousekeep runs it at most once an hour here,
// and claimRun (scheduled_runs) at most once an hour across every instance on the database.
const ASK_EVERY_MS = 5 * 60 * 1000;

/**
 * The server's background work, started once when it starts (instrumentation.ts), never by a request:
 * the mail dispatcher's timer (keepDispatching: mail another instance left, or a refused send) and the
 * housekeeping timer. Both timers are unref'd, so they never keep a process alive. Mail a service queues
 * leaves at once: the service kicks the dispatcher after its transaction commits (dispatchMail).
 */
export function startBackgroundWork(): void {
  keepDispatching();
  const ask = () =>
    getDb()
      .then((db) => maybeHousekeep(db))
      .catch((error: unknown) => logger.warn({ event: 'housekeeping-failed', reason: safeReason(error) }));
  void ask();
  setInterval(ask, ASK_EVERY_MS).unref();
}
