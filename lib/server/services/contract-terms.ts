import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { clausesOf } from '@/lib/contract-text/document';
import { PLACEHOLDERS, unknownPlaceholders } from '@/lib/contract-text/placeholders';
import type { ContractTermsText } from '@/lib/contract-text/facts';
import type { ContractTermsInput } from '@/lib/schemas/catalog-forms';
import type { ContractTermsVersions } from '@/lib/schemas/catalog-editing-data';
import type { Db, Executor } from '../db/client';
import { contractTerms } from '../db/schema';
import { fieldFailure } from '../core/api-failure';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';
import { recordChanged, refuse } from './sales/refusals';
import { requireEditor } from './catalog-editing';
import { VERSION_CODE_TAKEN } from '@/lib/words/staff';

// The vehicle sale contract's terms (issue 36), versioned as the pre-order agreement is (services/agreements.ts)
// but in a table of their own: they fill a template with the contract's facts, bind contracts rather than
// pre-orders, and change on their own schedule. The newest is what a contract made now is made with; a contract
// keeps its version (contracts.terms_version), so a new one never changes a contract already made.

/** The version in force, for a conversion's transaction, read under a share lock that a publication waits for. */
export async function contractTermsInForce(tx: Executor): Promise<string> {
  await tx.execute(sql`lock table contract_terms in share mode`);
  const [row] = await tx.select({ version: contractTerms.version }).from(contractTerms).orderBy(desc(contractTerms.publishedAt)).limit(1);
  if (!row) throw refuse('總公司尚未發布汽車買賣契約條款，請先在後台「合約條款」發布第一版，再轉為合約');
  return row.version;
}

/** The terms a contract was made with; one made before terms were versioned reads the first version. */
export async function contractTermsOf(db: Executor, version: string | null): Promise<ContractTermsText> {
  const [row] = version
    ? await db.select().from(contractTerms).where(eq(contractTerms.version, version))
    : await db.select().from(contractTerms).orderBy(asc(contractTerms.publishedAt)).limit(1);
  if (!row) throw new Error(`contract terms ${version ?? '(first)'} missing`);
  return { version: row.version, title: row.title, text: row.text };
}

async function listVersions(db: Executor): Promise<ContractTermsVersions> {
  const rows = await db.select().from(contractTerms).orderBy(desc(contractTerms.publishedAt));
  return {
    versions: rows.map((row, index) => ({
      version: row.version,
      title: row.title,
      text: row.text,
      publishedAt: row.publishedAt.toISOString(),
      current: index === 0,
    })),
    placeholders: Object.keys(PLACEHOLDERS),
  };
}

export async function contractTermsVersions(db: Executor, actor: Actor) {
  requireEditor(actor);
  return listVersions(db);
}

/** Publishes a new version for contracts made from now on; refused if another was published since the editor looked. */
export async function publishContractTerms(db: Db, actor: Actor, input: ContractTermsInput) {
  requireEditor(actor);
  if (!clausesOf(input.text).some((clause) => clause.heading)) {
    throw fieldFailure('text', '契約條款至少要有一條，每條以「## 條文標題」一行開始');
  }
  const unknown = unknownPlaceholders(input.text);
  if (unknown.length) {
    throw fieldFailure(
      'text',
      `條款中的 ${unknown.map((name) => `{{${name}}}`).join('、')} 不是合約的資料，可用：${Object.keys(PLACEHOLDERS).join('、')}`,
    );
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table contract_terms in exclusive mode`);
    const now = await listVersions(tx);
    const current = now.versions[0];
    if ((current?.version ?? '') !== input.replaces) throw recordChanged(now);
    const [taken] = await tx.select({ version: contractTerms.version }).from(contractTerms).where(eq(contractTerms.version, input.version));
    if (taken) throw fieldFailure('version', VERSION_CODE_TAKEN);
    if (current && current.title === input.title && current.text === input.text) {
      throw refuse('新版的標題與條款與目前的版本相同；沒有變更不需發布新版');
    }
    await tx.insert(contractTerms).values({
      version: input.version,
      title: input.title,
      text: input.text,
      publishedAt: sql`greatest(clock_timestamp(), (select max(published_at) from contract_terms) + interval '1 millisecond')`,
    });
    await appendAudit(tx, actor, {
      action: 'contract-terms.publish',
      recordKind: 'contract-terms',
      recordId: null,
      recordNumber: input.version,
      before: current ? { 版本: current.version, 標題: current.title } : {},
      after: { 版本: input.version, 標題: input.title, 條款: input.text },
    });
    return listVersions(tx);
  });
}
