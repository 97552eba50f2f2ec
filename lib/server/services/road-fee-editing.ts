import 'server-only';
import { sql } from 'drizzle-orm';
import { formatTwd } from '@/lib/format/money';
import { ROAD_FEE_KINDS, ROAD_FEE_LABELS, type RoadFeeKind } from '@/lib/purchase/quote-terms';
import type { RoadFeeRow, RoadFeeUpdateInput } from '@/lib/schemas/road-fees';
import { may } from '@/lib/staff/roles';
import { notFound } from '../core/api-failure';
import type { Db, Executor } from '../db/client';
import { roadFees } from '../db/quote-schema';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';
import { recordChanged, refuse } from './sales/refusals';

// Headquarters keeps the fees on the road the quote's estimate adds (公路使用養護安全管理費, 強制險, 領牌規費):
// an amount per truck and its basis, each change under the version read and audited. A quote already
// made keeps the amounts it was made with.

const requireEditor = (actor: Actor) => {
  if (!may(actor.role, 'edit-catalog')) throw notFound();
};

async function readFees(db: Executor): Promise<RoadFeeRow[]> {
  const rows = await db.select().from(roadFees);
  return ROAD_FEE_KINDS.map((kind) => {
    const row = rows.find((fee) => fee.kind === kind);
    return {
      kind,
      label: ROAD_FEE_LABELS[kind],
      amount: row?.amount ?? null,
      basis: row?.basis ?? '',
      version: row?.version ?? 0,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** GET /staff/road-fees/v1: every fee, set or not (總公司業務, 管理員). */
export async function staffRoadFees(db: Executor, actor: Actor) {
  requireEditor(actor);
  return readFees(db);
}

const audited = (fee: { amount: number | null; basis: string }) => ({
  金額: fee.amount === null ? '尚未設定' : formatTwd(fee.amount),
  依據: fee.basis,
});

/** PUT /staff/road-fees/v1/{kind}: the fee's amount and basis from now on; refused if it changed since it was read. */
export async function updateRoadFee(db: Db, actor: Actor, kind: RoadFeeKind, input: RoadFeeUpdateInput) {
  requireEditor(actor);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table road_fees in share row exclusive mode`);
    const before = (await readFees(tx)).find((fee) => fee.kind === kind)!;
    if (before.version !== input.version) throw recordChanged(before);
    if (before.amount === input.amount && before.basis === input.basis) throw refuse('金額與依據沒有變更');
    const values = { amount: input.amount, basis: input.basis, version: input.version + 1, updatedAt: new Date() };
    await tx
      .insert(roadFees)
      .values({ kind, ...values })
      .onConflictDoUpdate({ target: roadFees.kind, set: values });
    await appendAudit(tx, actor, {
      action: 'road-fee.update',
      recordKind: 'road-fee',
      recordId: null,
      recordNumber: ROAD_FEE_LABELS[kind],
      before: audited(before),
      after: audited(input),
    });
    return readFees(tx);
  });
}
