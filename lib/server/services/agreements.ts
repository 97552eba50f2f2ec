import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { AgreementInput } from '@/lib/schemas/catalog-forms';
import type { AgreementVersion } from '@/lib/schemas/catalog-editing-data';
import type { Db, Executor } from '../db/client';
import { agreements } from '../db/schema';
import { fieldFailure } from '../core/api-failure';
import { invalidate } from '../cache/invalidate';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';
import { recordChanged, refuse } from './sales/refusals';
import { requireEditor } from './catalog-editing';
import { VERSION_CODE_TAKEN } from '@/lib/words/staff';

// The pre-order agreement's versions (issue 20; docs/staff-api.md). The newest is in force: every family's
// pre-order step shows it, and a pre-order must name it (services/preorders.ts), so a buyer who accepted an
// earlier one is asked to read the new one first. Versions are never changed or deleted: a pre-order keeps
// the version its buyer accepted, and that text stays on record.

/** What a pre-order that accepted a version no longer in force is told (O00001); the configurator then shows the new text. */
export const AGREEMENT_REPLACED = '預購須知已更新，請閱讀新版內容並勾選同意後再送出';

/**
 * The version in force, for a pre-order's transaction (issue 35): read under a share lock on the table, which
 * publishAgreement's exclusive one waits for and which waits for a publication under way. Until the pre-order
 * commits no version can replace the one read, so no pre-order is recorded against a version already replaced.
 * Pre-orders do not wait on one another: share locks go together.
 */
export async function agreementInForce(tx: Executor): Promise<string> {
  await tx.execute(sql`lock table agreements in share mode`);
  const [row] = await tx.select({ version: agreements.version }).from(agreements).orderBy(desc(agreements.publishedAt)).limit(1);
  return row?.version ?? '';
}

async function listVersions(db: Executor): Promise<AgreementVersion[]> {
  const rows = await db.select().from(agreements).orderBy(desc(agreements.publishedAt));
  return rows.map((row, index) => ({
    version: row.version,
    title: row.title,
    text: row.text,
    publishedAt: row.publishedAt.toISOString(),
    current: index === 0,
  }));
}

export async function agreementVersions(db: Executor, actor: Actor) {
  requireEditor(actor);
  return listVersions(db);
}

/** Publishes a new version, in force at once; refused if another was published since the editor looked. */
export async function publishAgreement(db: Db, actor: Actor, input: AgreementInput) {
  requireEditor(actor);
  const versions = await db.transaction(async (tx) => {
    // One publication at a time: the second waits, then finds the version it replaces no longer in force.
    await tx.execute(sql`lock table agreements in exclusive mode`);
    const now = await listVersions(tx);
    if ((now[0]?.version ?? '') !== input.replaces) throw recordChanged(now);
    const [taken] = await tx.select({ version: agreements.version }).from(agreements).where(eq(agreements.version, input.version));
    if (taken) throw fieldFailure('version', VERSION_CODE_TAKEN);
    if (now[0] && now[0].title === input.title && now[0].text === input.text) {
      throw refuse('新版的標題與內容與目前的版本相同；沒有變更不需發布新版');
    }
    // In force from the database's clock once the lock is held (every pre-order of the version it replaces
    // committed before), and always after that version, whatever this server's clock says.
    await tx.insert(agreements).values({
      version: input.version,
      title: input.title,
      text: input.text,
      publishedAt: sql`greatest(clock_timestamp(), (select max(published_at) from agreements) + interval '1 millisecond')`,
    });
    await appendAudit(tx, actor, {
      action: 'agreement.publish',
      recordKind: 'agreement',
      recordId: null,
      recordNumber: input.version,
      before: now[0] ? { 版本: now[0].version, 標題: now[0].title } : {},
      after: { 版本: input.version, 標題: input.title, 內容: input.text },
    });
    return listVersions(tx);
  });
  invalidate('catalog');
  return versions;
}
