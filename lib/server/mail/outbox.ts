import 'server-only';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, type Executor } from '../db/client';
import { outbox } from '../db/schema';
import { logger, safeReason } from '../core/logger';
import { LIMITS } from '../auth/policy';
import { consumeRate } from '../rate-limit';
import { securityEvent } from '../security-events';
import type { MailMessage } from './templates';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
const CLAIM_STALE_MS = 5 * 60 * 1000;
const RETRY_EVERY_MS = 30 * 1000;

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
    decoy,
    sentAt: decoy ? new Date() : null,
  });
}

type Transport = { sendMail(message: Record<string, string>): Promise<unknown> };
const state = globalThis as typeof globalThis & {
  __portalMail?: { transport?: Transport; running?: Promise<void>; again?: boolean; timer?: NodeJS.Timeout };
};

async function transport(): Promise<Transport> {
  const mail = (state.__portalMail ??= {});
  if (!mail.transport) {
    const nodemailer = await import('nodemailer');
    mail.transport = nodemailer.createTransport(process.env.SMTP_URL);
  }
  return mail.transport;
}

async function claimBatch() {
  const db = await getDb();
  const now = new Date();
  return db
    .update(outbox)
    .set({ claimedAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(
      sql`${outbox.id} in (select ${outbox.id} from ${outbox} where ${and(
        isNull(outbox.sentAt),
        lt(outbox.attempts, MAX_ATTEMPTS),
        or(isNull(outbox.claimedAt), lt(outbox.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS))),
      )} order by ${asc(outbox.createdAt)} limit ${BATCH} for update skip locked)`,
    )
    .returning();
}

async function deliverPending(): Promise<void> {
  const db = await getDb();
  const smtp = await transport();
  const from = process.env.MAIL_FROM || '泰嵐商用車 <no-reply@tailan-trucks.example>';
  for (let rows = await claimBatch(); rows.length > 0; rows = await claimBatch()) {
    for (const row of rows) {
      try {
        await smtp.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.text, html: row.html });
        await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown';
        logger.warn({ event: 'mail-failed', outboxId: row.id, reason });
        // The claim stays, so the message is tried again once it is stale, not at once.
        await db.update(outbox).set({ lastError: reason }).where(eq(outbox.id, row.id));
      }
    }
  }
}

/** Starts delivery of queued mail when SMTP is configured; call after the writing transaction commits. */
export function dispatchMail(): void {
  if (!process.env.SMTP_URL) return;
  const mail = (state.__portalMail ??= {});
  mail.timer ??= setInterval(dispatchMail, RETRY_EVERY_MS).unref();
  if (mail.running) {
    mail.again = true;
    return;
  }
  mail.running = deliverPending()
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
    .values({ toAddress: message.to, subject: message.subject, text: message.text, html: message.html, noticeKey })
    .onConflictDoNothing({ target: outbox.noticeKey });
}
