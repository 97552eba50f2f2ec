import 'server-only';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { processSlot } from '@/lib/process-slots';
import { getDb, type Db, type Executor } from '../db/client';
import { onOneConnection } from '../db/one-connection';
import { outbox } from '../db/schema';
import { logger, safeReason } from '../core/logger';
import { LIMITS } from '../auth/policy';
import { consumeRate } from '../rate-limit';
import { securityEvent } from '../security-events';
import type { MailMessage } from './templates';

const MAX_ATTEMPTS = 5;
/**
 * How long a claim holds a message for the instance that took it: longer than a send lasts unless the SMTP
 * server stalls at several steps (the transport's timeouts below), so a live dispatcher keeps the message it
 * is sending; an instance that died mid-send leaves its message to another dispatcher once this has passed.
 */
const CLAIM_LEASE_MS = 60 * 1000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** After a refused send the message waits this long, so an SMTP outage of minutes loses nothing. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
/** A mark as sent that the database failed is tried this often, waiting MARK_RETRY_MS more each time. */
const MARK_TRIES = 5;
const MARK_RETRY_MS = 200;
/** How often each instance looks for mail left over (another instance's, or one refused before). */
const LOOK_EVERY_MS = 10 * 1000;
const DEFAULT_FROM = '泰嵐商用車 <no-reply@tailan-trucks.example>';

/**
 * Every mail goes through the outbox table inside the caller's transaction, so a rolled-back write
 * sends nothing and the answer takes as long whether or not a mail was due. With SMTP_URL a
 * dispatcher hands the rows to SMTP; without it they stay for /dev/mailbox. A `decoy` (the mail an
 * unknown address would have had) is written alike but born sent and never shown.
 */
export async function queueMail(db: Executor, message: MailMessage, options: { decoy?: boolean } = {}): Promise<void> {
  const verdict = await consumeRate(db, { key: `mail-to:${message.to}`, ...LIMITS.mailPerAddress });
  if (!verdict.allowed) {
    // The caller answers as usual: an answer that changed would tell whether mail was due.
    if (!options.decoy) await securityEvent(db, 'mail-dropped', message.to, { reason: 'too much mail to one address' });
    return;
  }
  const decoy = options.decoy ?? false;
  await db.insert(outbox).values({
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments ? { attachments: message.attachments } : {}),
    decoy,
    sentAt: decoy ? new Date() : null,
  });
}

export type Transport = { sendMail(message: Record<string, unknown>): Promise<unknown> };
// The dispatcher's state, one per process whichever copy of this module runs it (lib/process-slots.js).
const mail = processSlot('mail', (): { transport?: Transport; running?: Promise<void>; again?: boolean; timer?: NodeJS.Timeout } => ({}));

async function transport(): Promise<Transport> {
  if (!mail.transport) {
    const nodemailer = await import('nodemailer');
    const url = new URL(process.env.SMTP_URL!);
    for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
    mail.transport = nodemailer.createTransport(url.toString());
  }
  return mail.transport;
}

/** Takes one unsent message for this dispatcher, skipping those another dispatcher holds; none when nothing is due. */
async function claimOne(db: Executor, now: Date) {
  const [row] = await db
    .update(outbox)
    .set({ claimedAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(
      sql`${outbox.id} = (select ${outbox.id} from ${outbox} where ${and(
        isNull(outbox.sentAt),
        lt(outbox.attempts, MAX_ATTEMPTS),
        or(isNull(outbox.claimedAt), lt(outbox.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
        or(isNull(outbox.retryAt), lte(outbox.retryAt, now)),
      )} order by ${asc(outbox.createdAt)} limit 1 for update skip locked)`,
    )
    .returning();
  return row;
}

/**
 * A message's Message-ID comes from its outbox row: if an instance dies after SMTP took a message but
 * before it was marked sent, the copy another dispatcher sends carries the same id, and mail programs show it once.
 */
export function messageIdOf(outboxId: string, from = process.env.MAIL_FROM || DEFAULT_FROM): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tailan-trucks.example';
  return `<outbox-${outboxId}@${domain}>`;
}

/** Marks a message SMTP took as sent; tried again (MARK_TRIES) if the database fails it, never sent again for that. */
async function markSent(db: Executor, id: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, id));
      return;
    } catch (error) {
      logger.warn({ event: 'mail-mark-failed', outboxId: id, attempt, reason: safeReason(error) });
      // Still unmarked: the claim's lease passes and another dispatcher sends it again, under the same Message-ID.
      if (attempt >= MARK_TRIES) return;
      await new Promise((resolve) => setTimeout(resolve, MARK_RETRY_MS * attempt));
    }
  }
}

/**
 * Hands due messages to SMTP one at a time until none is left; several instances run this at once on one
 * database, each message going to one of them. Answers how many were sent.
 *
 * Between SMTP taking a message and its mark as sent nothing else happens: the mark is the next statement, on
 * the connection the dispatcher holds throughout (it never waits for the pool), and a mark the database fails
 * is tried again rather than taken for a refused send. An instance that dies in that window (a round trip to
 * the database) leaves the message to be sent again once its lease passes (docs/reliability.md).
 */
export async function deliverPending(db: Db, smtp: Transport, from = process.env.MAIL_FROM || DEFAULT_FROM): Promise<number> {
  return onOneConnection(db, async (connection) => {
    let sent = 0;
    for (let row = await claimOne(connection, new Date()); row; row = await claimOne(connection, new Date())) {
      let accepted = false;
      try {
        await smtp.sendMail({
          from,
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.attachments?.length ? { attachments: row.attachments } : {}),
          messageId: messageIdOf(row.id, from),
        });
        accepted = true;
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown';
        logger.warn({ event: 'mail-failed', outboxId: row.id, reason });
        await connection
          .update(outbox)
          .set({ lastError: reason, claimedAt: null, retryAt: new Date(Date.now() + RETRY_AFTER_FAILURE_MS) })
          .where(eq(outbox.id, row.id));
      }
      if (accepted) {
        await markSent(connection, row.id);
        sent += 1;
      }
    }
    return sent;
  });
}

/**
 * Has this server look for due mail every LOOK_EVERY_MS when SMTP is configured, so mail another instance
 * left (it died mid-send) or a refused send goes out though nothing is queued here. Started once with the
 * server (services/background.ts, from instrumentation.ts), not by requests; the timer is unref'd.
 */
export function keepDispatching(): void {
  if (!process.env.SMTP_URL) return;
  mail.timer ??= setInterval(dispatchMail, LOOK_EVERY_MS).unref();
}

/** Starts delivery of queued mail when SMTP is configured; call after the writing transaction commits. */
export function dispatchMail(): void {
  if (!process.env.SMTP_URL) return;
  keepDispatching();
  if (mail.running) {
    mail.again = true;
    return;
  }
  mail.running = Promise.all([getDb(), transport()])
    .then(([db, smtp]) => deliverPending(db, smtp))
    .then(() => undefined)
    .catch((error: unknown) => logger.error({ event: 'mail-dispatch-failed', reason: safeReason(error) }))
    .finally(() => {
      mail.running = undefined;
      if (mail.again) {
        mail.again = false;
        dispatchMail();
      }
    });
}

/**
 * A notice to a member about their own purchase, which staff caused: queued once per key (its audit
 * entry), whatever retries or second requests follow, and not held to the per-address limit that
 * keeps strangers from flooding an inbox.
 */
export async function queueNotice(db: Executor, noticeKey: string, message: MailMessage): Promise<void> {
  await db
    .insert(outbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments ? { attachments: message.attachments } : {}),
      noticeKey,
    })
    .onConflictDoNothing({ target: outbox.noticeKey });
}
