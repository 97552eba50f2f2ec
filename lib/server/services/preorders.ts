import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { evaluateOrder, type FrozenConfiguration, type PriceBreakdown } from '@/lib/sale/pricing';
import type { PreorderInput } from '@/lib/schemas/order';
import type { Db, Executor } from '../db/client';
import type { PreorderDetail, PreorderSummary } from '@/lib/sale/purchases';
import { DEALER_CALLS_WITHIN_WORKING_DAYS } from '@/lib/constants';
import { contracts, idempotencyKeys, members, preorders } from '../db/schema';
import { quotesOfPreorders } from './preorder-quotes';
import { dispatchMail } from '../mail/outbox';
import { preorderReceiptMail } from '../mail/purchase-notices';
import { newPreorderStaffMail } from '../mail/preorder-staff-mail';
import { memberWriter } from './sales/actor';
import { appendAudit } from './sales/audit';
import { notifyMember, notifyStaff, preorderForStaff } from './sales/notices';
import { preorderStateOf } from './sales/preorder-actions';
import { LOCK_NOT_AVAILABLE, pgErrorCode } from '../db/errors';
import { ApiFailure, notFound, validationFailure } from '../core/api-failure';
import { LIMITS } from '../auth/policy';
import { sha256 } from '../auth/tokens';
import { consumeRate } from '../rate-limit';
import { loadFamilyDetail } from './catalog';
import { nextDocumentNumber } from './document-numbers';
import { dealerByCode, dealerCodeForMember } from './dealers';
import { AGREEMENT_REPLACED, agreementInForce } from './agreements';

type PreorderRow = typeof preorders.$inferSelect;

/** A pre-order as its buyer placed it: the family's name too is the one it had then (headquarters may rename it). */
export function toPreorder(row: PreorderRow, contractUuid: string | null = null, quote: QuoteRef | null = null): PreorderDetail {
  return {
    uuid: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    quantity: row.quantity,
    agreementVersion: row.agreementVersion,
    familyName: (row.configuration as FrozenConfiguration).family.name,
    configuration: row.configuration as FrozenConfiguration,
    price: row.price as PriceBreakdown,
    contractUuid,
    quote,
  };
}

type QuoteRef = PreorderDetail['quote'];

/** Keys sorted at every level, so the same order written twice hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface StoredAnswer {
  status: number;
  data: ReturnType<typeof toPreorder>;
  replayed: boolean;
}

/**
 * POST /order/order/v1. The catalog is read first, outside the transaction: no lock is taken on it
 * either way (read committed), and the transaction stays short, which matters most on PGlite, where
 * a transaction holds the whole database. Then one transaction: claim the idempotency key, price the
 * configuration with the shared rule, write the pre-order, store the answer for replays; the agreement's
 * version in force is read inside it, under a lock that keeps a new version from being published until it commits. A second
 * request with the key waits for the first and gets its answer, even if the family has changed since.
 */
export async function createPreorder(db: Db, memberId: string, key: string, input: PreorderInput): Promise<StoredAnswer> {
  const requestHash = sha256(canonical(input));
  const family = await loadFamilyDetail(db, input.vehicleFamilyUuid);
  try {
    const answer = await db.transaction(async (tx): Promise<StoredAnswer> => {
      // Only a request with the same key waits here (on the key's row); a long wait is O00003.
      await tx.execute(sql`set local lock_timeout = '5s'`);
      const [claimed] = await tx.insert(idempotencyKeys).values({ memberId, key, requestHash }).onConflictDoNothing().returning();
      if (!claimed) {
        const [existing] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
        if (!existing || existing.requestHash !== requestHash) throw new ApiFailure('O00002');
        if (existing.status === null) throw new ApiFailure('O00003');
        return { status: existing.status, data: existing.response as StoredAnswer['data'], replayed: true };
      }
      const limit = await consumeRate(tx, { key: `preorder:member:${memberId}`, ...LIMITS.preordersPerMember });
      if (!limit.allowed) {
        throw new ApiFailure('C00002', {
          message: '預購次數過多，請稍後再試',
          headers: { 'Retry-After': String(Math.ceil(limit.retryAfter)) },
        });
      }

      if (!family) throw new ApiFailure('O00001', { message: '此車系目前無法訂購' });
      // Read here, not from the catalog read before: a version published since then is in force.
      if ((await agreementInForce(tx)) !== input.agreementVersion) throw new ApiFailure('O00001', { message: AGREEMENT_REPLACED });
      const { problems, price, configuration } = evaluateOrder(family, input);
      const beyondLimit = problems.filter((problem) => problem.beyondLimit);
      if (beyondLimit.length > 0) throw validationFailure(beyondLimit.map(({ field, message }) => ({ path: field, message })));
      if (problems.length > 0 || !configuration) throw new ApiFailure('O00001', { message: problems[0]?.message });

      const row = await placePreorder(tx, memberId, {
        familyId: family.uuid,
        configuration,
        price,
        agreementVersion: input.agreementVersion,
        dealerCode: await dealerCodeForMember(tx, memberId),
      });
      const data = toPreorder(row);
      await tx
        .update(idempotencyKeys)
        .set({ status: 201, response: data })
        .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
      return { status: 201, data, replayed: false };
    });
    dispatchMail();
    return answer;
  } catch (error) {
    if (pgErrorCode(error) === LOCK_NOT_AVAILABLE) throw new ApiFailure('O00003');
    throw error;
  }
}

export interface PlacedOrder {
  familyId: string;
  configuration: FrozenConfiguration;
  price: PriceBreakdown;
  agreementVersion: string;
  dealerCode: string;
}

/**
 * Writes a pre-order in the caller's transaction, with its audit entry, the buyer's receipt and the dealer's
 * notice (which go with it or not at all, keyed by the audit entry): a configuration's pre-order and an
 * accepted quote's (lib/server/services/quote-accept.ts) are placed alike.
 */
export async function placePreorder(tx: Executor, memberId: string, order: PlacedOrder): Promise<PreorderRow> {
  const [row] = await tx
    .insert(preorders)
    .values({
      number: await nextDocumentNumber(tx, 'PO'),
      memberId,
      familyId: order.familyId,
      status: 'submitted',
      quantity: order.price.quantity,
      agreementVersion: order.agreementVersion,
      configuration: order.configuration,
      price: order.price,
      total: order.price.total,
      deposit: order.price.deposit,
      dealerCode: order.dealerCode,
    })
    .returning();
  const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, memberId));
  const auditId = await appendAudit(tx, memberWriter(buyer.name), {
    action: 'preorder.create',
    recordKind: 'preorder',
    recordId: row.id,
    recordNumber: row.number,
    after: preorderStateOf(row),
  });
  const dealer = (await dealerByCode(tx, row.dealerCode))!;
  await notifyMember(tx, memberId, auditId, null, (to) =>
    preorderReceiptMail(to, { uuid: row.id, ...row, configuration: row.configuration as FrozenConfiguration }, dealer),
  );
  const forStaff = await preorderForStaff(tx, row);
  await notifyStaff(tx, { dealerCode: row.dealerCode }, `notice:${auditId}`, (to) =>
    newPreorderStaffMail(to, forStaff, { callWithinDays: DEALER_CALLS_WITHIN_WORKING_DAYS }),
  );
  return row;
}

/** GET /order/order/v1: the member's pre-orders, newest first, without the full spec. */
export async function listPreorders(db: Db, memberId: string): Promise<PreorderSummary[]> {
  const rows = await db
    .select({ preorder: preorders, contractUuid: contracts.id })
    .from(preorders)
    .leftJoin(contracts, eq(contracts.preorderId, preorders.id))
    .where(eq(preorders.memberId, memberId))
    .orderBy(desc(preorders.createdAt), desc(preorders.number));
  const quoted = await quotesOfPreorders(
    db,
    rows.map((row) => row.preorder.id),
  );
  return rows.map((row) => {
    const { configuration, price, ...summary } = toPreorder(row.preorder, row.contractUuid, quoted.get(row.preorder.id));
    return { ...summary, total: price.total, deposit: price.deposit, vehicle: configuration.vehicle, color: configuration.color.name };
  });
}

/** GET /order/order/v1/{uuid}: another member's pre-order is N00404, as an unknown one is. */
export async function getPreorder(db: Db, memberId: string, id: string): Promise<PreorderDetail> {
  const [row] = await db
    .select({ preorder: preorders, contractUuid: contracts.id })
    .from(preorders)
    .leftJoin(contracts, eq(contracts.preorderId, preorders.id))
    .where(and(eq(preorders.id, id), eq(preorders.memberId, memberId)));
  if (!row) throw notFound();
  const quoted = await quotesOfPreorders(db, [id]);
  return toPreorder(row.preorder, row.contractUuid, quoted.get(id));
}
