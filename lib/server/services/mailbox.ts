import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

/** The local outbox is shown only while no SMTP server is configured. */
export const mailboxEnabled = () => !process.env.SMTP_URL;

export const recentMail = (db: Executor, limit = 50) =>
  db
    .select({ id: outbox.id, to: outbox.toAddress, subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.decoy, false))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
