import 'server-only';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/staff-schema';
import type { Actor } from './actor';

export interface AuditEntry {
  action: string;
  recordKind: (typeof auditLog.$inferInsert)['recordKind'];
  recordId: string | null;
  recordNumber: string;
  before?: unknown;
  after?: unknown;
}

/** Writes who did what to which record, in the change's own transaction; returns the entry's id. */
export async function appendAudit(tx: Executor, actor: Actor, entry: AuditEntry, at = new Date()): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({ ...entry, before: entry.before ?? null, after: entry.after ?? null, staffId: actor.staffId, actor: actor.name, at })
    .returning({ id: auditLog.id });
  return row.id;
}
