import 'server-only';
import { formatDateTime, taipeiDayStart } from '@/lib/format/dates';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { AUDIT_RECORD_KIND_LABELS, auditActionLabel, type AuditAction } from '@/lib/staff/audit-actions';
import { auditFieldsText, type AuditNames } from '@/lib/staff/audit-fields';
import { may } from '@/lib/staff/roles';
import { notFound } from '../../core/api-failure';
import type { Executor } from '../../db/client';
import { auditLog, staffAccounts } from '../../db/staff-schema';
import type { Actor } from './actor';
import { auditNames } from './audit-names';
import { AFTER_CHANGE, AUDIT_ACTION, AUDIT_RECORD, BEFORE_CHANGE } from '@/lib/words/staff';

export interface AuditEntry {
  action: AuditAction;
  recordKind: (typeof auditLog.$inferInsert)['recordKind'];
  recordId: string | null;
  recordNumber: string;
  before?: unknown;
  after?: unknown;
}

/** Who an entry names: a staff member, the shell, or nobody signed in. */
type Writer = Pick<Actor, 'staffId' | 'name'>;

/** Writes who did what to which record, in the change's own transaction; returns the entry's id. */
export async function appendAudit(tx: Executor, actor: Writer, entry: AuditEntry, at = new Date()): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({ ...entry, before: entry.before ?? null, after: entry.after ?? null, staffId: actor.staffId, actor: actor.name, at })
    .returning({ id: auditLog.id });
  return row.id;
}

/**
 * An entry about the staff account of `email`, written only if there is one: one statement either way,
 * so that a caller answering alike for a name that is no account's also takes as long.
 */
export async function appendAuditOfAccount(tx: Executor, actor: Writer, email: string, entry: Pick<AuditEntry, 'action' | 'after'>) {
  const after = JSON.stringify(entry.after ?? null);
  await tx.execute(sql`
    insert into ${auditLog} (staff_id, actor, action, record_kind, record_id, record_number, after)
    select ${actor.staffId}::uuid, ${actor.name}::text, ${entry.action}::text, 'staff', ${staffAccounts.id}, ${staffAccounts.email}, ${after}::jsonb
    from ${staffAccounts}
    where ${staffAccounts.email} = ${email.trim().toLowerCase()}`);
}

/** Only the fields a change altered, before and after, for an entry's `before` and `after`. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  // Lists and records (a family's key figures) are compared by what they hold.
  const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
  const keys = Object.keys(after).filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** A change of a pre-order or a contract (its milestones included): the record's state before and after. */
export const auditRecord = (
  tx: Executor,
  actor: Actor,
  action: AuditAction,
  recordKind: 'preorder' | 'contract',
  record: { id: string; number: string },
  change: { before?: unknown; after: unknown },
  at: Date,
) => appendAudit(tx, actor, { action, recordKind, recordId: record.id, recordNumber: record.number, ...change }, at);

export const AUDIT_PAGE_SIZE = 50;
const CSV_MAX_ROWS = 50_000;

export interface AuditQuery {
  staff?: string;
  record?: string;
  from?: string;
  to?: string;
  page: number;
}

/** A record as typed: a document number, an e-mail, a slug or a family's name, in any case. */
const sameRecord = (record: string) => eq(sql`lower(${auditLog.recordNumber})`, record.trim().toLowerCase());

function auditWhere(query: AuditQuery) {
  return and(
    query.staff ? eq(auditLog.staffId, query.staff) : undefined,
    query.record ? sameRecord(query.record) : undefined,
    query.from ? gte(auditLog.at, taipeiDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(taipeiDayStart(query.to).getTime() + 86_400_000)) : undefined,
  );
}

type AuditRow = typeof auditLog.$inferSelect;

/** An entry with its words beside its raw values: the action's, the record kind's, and the fields' with codes named. */
const entryView = (row: AuditRow, names: AuditNames) => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  actionLabel: auditActionLabel(row.action),
  recordKind: row.recordKind,
  recordKindLabel: AUDIT_RECORD_KIND_LABELS[row.recordKind],
  recordNumber: row.recordNumber,
  before: row.before,
  after: row.after,
  beforeText: auditFieldsText(row.before, row.recordKind, names),
  afterText: auditFieldsText(row.after, row.recordKind, names),
});

/** The administrator's audit page: newest first, filtered by person, record and dates. */
export async function listAudit(db: Executor, actor: Actor, query: AuditQuery) {
  if (!may(actor.role, 'read-audit')) throw notFound();
  const where = auditWhere(query);
  const [rows, [{ total }], names] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
    auditNames(db),
  ]);
  return { items: rows.map((row) => entryView(row, names)), total, page: query.page, pageSize: AUDIT_PAGE_SIZE };
}

/** A cell as a spreadsheet reads it safely: quoted, and a leading = + - @ defused (CSV injection). */
export const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The CSV's columns: words first, as on the page, then the raw values for those who process the file. */
const CSV_HEADER = [
  '編號',
  '時間（台北）',
  '人員',
  AUDIT_ACTION,
  '類別',
  AUDIT_RECORD,
  BEFORE_CHANGE,
  AFTER_CHANGE,
  '時間（UTC ISO）',
  '動作代碼',
  '類別代碼',
  '變更前（原始資料）',
  '變更後（原始資料）',
];
const csvLine = (entry: ReturnType<typeof entryView>) =>
  [
    entry.id,
    formatDateTime(entry.at),
    entry.actor,
    entry.actionLabel,
    entry.recordKindLabel,
    entry.recordNumber,
    entry.beforeText,
    entry.afterText,
    entry.at,
    entry.action,
    entry.recordKind,
    entry.before,
    entry.after,
  ]
    .map(csvCell)
    .join(',');

/** The same filter as CSV (UTF-8 with BOM, so Excel reads the Chinese), oldest first. */
export async function auditCsv(db: Executor, actor: Actor, query: AuditQuery): Promise<string> {
  if (!may(actor.role, 'read-audit')) throw notFound();
  const [rows, names] = await Promise.all([
    db.select().from(auditLog).where(auditWhere(query)).orderBy(asc(auditLog.at), asc(auditLog.id)).limit(CSV_MAX_ROWS),
    auditNames(db),
  ]);
  const lines = rows.map((row) => csvLine(entryView(row, names)));
  // A cut export says so in its last line, and how to get the rest.
  if (rows.length === CSV_MAX_ROWS)
    lines.push(csvCell(`僅匯出最早的 ${CSV_MAX_ROWS.toLocaleString('en-US')} 筆；請縮小日期範圍後再匯出其餘紀錄`));
  return `\uFEFF${[CSV_HEADER.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
