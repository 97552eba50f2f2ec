import 'server-only';
import { and, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { taipeiDayOf, taipeiToday } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import {
  QUOTE_STATUS_LABELS,
  QUOTE_VERSION_STATUS_LABELS,
  TRUCK_USE_LABELS,
  quoteVersionLabel,
  quoteVersionNumber,
  type FinancingChoice,
  type TruckUse,
} from '@/lib/purchase/quote-terms';
import { evaluateOrder, type FrozenConfiguration, type PriceBreakdown } from '@/lib/sale/pricing';
import { financingEstimate } from '@/lib/sale/quotes';
import { discountedCosts, discountProblem, filledCosts, filledProblem, latestValidUntil } from '@/lib/sale/quote-versions';
import { STAFF_PAGE_SIZE } from '@/lib/schemas/staff-lists';
import type { QuoteIssueInput, StaffQuoteList, StaffQuoteListQuery, StaffQuoteRecord } from '@/lib/schemas/staff-quotes';
import { may } from '@/lib/staff/roles';
import { fieldFailure, notFound } from '../core/api-failure';
import type { Executor, Tx } from '../db/client';
import { dealerPoints } from '../db/dealer-schema';
import { quotes, quoteVersions } from '../db/quote-schema';
import { members } from '../db/schema';
import { dealers } from '../db/staff-schema';
import { queueNotice } from '../mail/outbox';
import { quoteApprovalStaffMail, quoteIssuedMail, quoteRefusedStaffMail, type VersionForMail } from '../mail/quote-version-mail';
import { loadFamilyDetail } from './catalog';
import { nextPriceChangeQuery } from './prices-in-force';
import { financingOf, staffVersions, versionRows } from './quote-versions';
import { financingProblem, onTheRoad } from './quotes';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';
import { inTransactionThenMail, notifyMember, notifyStaff } from './sales/notices';
import { reachOf, withinReach } from './sales/reach';
import { recordChanged, refuse } from './sales/refusals';

// 報價單 in the staff console (issue 38): the dealer's quote requests (a dealer's people their own dealer's,
// headquarters every dealer's, as the pre-orders), the formal versions a salesperson issues from them at the
// prices in force, the manager's decision on a discount above the dealer's limit, and that limit. Each
// change is audited; the buyer is mailed a version they may see, the manager one waiting for them.

type QuoteRow = typeof quotes.$inferSelect;

const named = (number: string) => `報價單 ${number}`;

/** The buyer as the console shows them: the member's account, or the contact a visitor left. */
async function buyerOf(db: Executor, row: QuoteRow) {
  if (!row.memberId) return { name: row.contactName ?? '', mobile: row.contactMobile ?? '', email: row.contactEmail ?? '' };
  const [member] = await db
    .select({ name: members.name, mobile: members.mobile, email: members.email })
    .from(members)
    .where(eq(members.id, row.memberId));
  return member;
}

/** The last valid-until day a version issued today may have, and the day the family's next price list takes effect. */
async function validityOf(db: Executor, familyId: string, now: Date) {
  const result = (await db.execute(nextPriceChangeQuery(familyId))) as unknown as { rows: { next: string | Date | null }[] };
  const next = result.rows[0]?.next ?? null;
  const nextDay = next === null ? null : taipeiDayOf(new Date(next));
  const today = taipeiToday(now);
  return { today, nextDay, until: latestValidUntil(today, nextDay) };
}

/** What the buyer chose, without the estimate stored beside it. */
function choiceOf(stored: unknown): FinancingChoice {
  const { kind, downPayment, months, annualRatePercent, residual } = financingOf(stored);
  if (kind === 'loan') return { kind, downPayment: downPayment!, months: months!, annualRatePercent: annualRatePercent! };
  if (kind === 'lease') return { kind, months: months!, annualRatePercent: annualRatePercent!, residual: residual! };
  return { kind };
}

/** Listed and opened: within reach, and no visitor's request still waiting for its mailed link. */
const listed = (actor: Actor) => and(reachOf(actor, quotes.dealerCode), ne(quotes.status, 'unconfirmed'));

/** GET /staff/quotes/v1: the quote requests within reach, newest first, and the discount limits of the dealers in reach. */
export async function listStaffQuotes(db: Executor, actor: Actor, query: StaffQuoteListQuery): Promise<StaffQuoteList> {
  if (!may(actor.role, 'read-records')) throw notFound();
  const where = and(listed(actor), query.status ? eq(quotes.status, query.status) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(quotes).where(where);
  const rows = await db
    .select({
      quote: quotes,
      pointName: dealerPoints.name,
      dealerName: dealers.name,
      memberName: members.name,
    })
    .from(quotes)
    .innerJoin(dealerPoints, eq(dealerPoints.id, quotes.pointId))
    .innerJoin(dealers, eq(dealers.code, quotes.dealerCode))
    .leftJoin(members, eq(members.id, quotes.memberId))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.number))
    .limit(STAFF_PAGE_SIZE)
    .offset((query.page - 1) * STAFF_PAGE_SIZE);
  const ids = rows.map(({ quote }) => quote.id);
  const latest = ids.length
    ? await db
        .select({ quoteId: quoteVersions.quoteId, version: quoteVersions.version, status: quoteVersions.status })
        .from(quoteVersions)
        .where(
          and(
            inArray(quoteVersions.quoteId, ids),
            sql`${quoteVersions.version} = (select max(v.version) from quote_versions v where v.quote_id = ${quoteVersions.quoteId})`,
          ),
        )
    : [];
  const limits = await db
    .select({ code: dealers.code, name: dealers.name, limit: dealers.quoteDiscountLimit })
    .from(dealers)
    .where(reachOf(actor, dealers.code))
    .orderBy(dealers.code);
  return {
    items: rows.map(({ quote, pointName, dealerName, memberName }) => {
      const newest = latest.find((entry) => entry.quoteId === quote.id);
      return {
        number: quote.number,
        status: quote.status,
        statusLabel: QUOTE_STATUS_LABELS[quote.status],
        createdAt: quote.createdAt.toISOString(),
        dealerName,
        pointName,
        familyName: (quote.configuration as FrozenConfiguration).family.name,
        quantity: quote.quantity,
        buyer: memberName ?? quote.contactName ?? '',
        total: quote.total,
        latest: newest ? { version: newest.version, statusLabel: QUOTE_VERSION_STATUS_LABELS[newest.status] } : null,
      };
    }),
    total,
    page: query.page,
    pageSize: STAFF_PAGE_SIZE,
    limits: limits.map((dealer) => ({ ...dealer, mayChange: mayChangeLimit(actor, dealer.code) })),
  };
}

/** The manager of the dealer, or the administrator, sets a dealer's discount limit. */
const mayChangeLimit = (actor: Actor, dealerCode: string) =>
  may(actor.role, 'decide-quote-discounts') && (actor.role === 'admin' || actor.dealerCode === dealerCode);

async function quoteWithinReach(db: Executor, actor: Actor, number: string, lock = false) {
  const query = db.select().from(quotes).where(eq(quotes.number, number));
  const [row] = lock ? await query.for('update') : await query;
  return withinReach(actor, row?.status === 'unconfirmed' ? undefined : row);
}

/** GET /staff/quotes/v1/{number}: the request (buyer, configuration, estimate, financing) and every version, newest first. */
export async function getStaffQuote(db: Executor, actor: Actor, number: string, now = new Date()): Promise<StaffQuoteRecord> {
  if (!may(actor.role, 'read-records')) throw notFound();
  const row = await quoteWithinReach(db, actor, number);
  const [place] = await db
    .select({ pointName: dealerPoints.name, dealerName: dealers.name, limit: dealers.quoteDiscountLimit })
    .from(dealerPoints)
    .innerJoin(dealers, eq(dealers.code, row.dealerCode))
    .where(eq(dealerPoints.id, row.pointId));
  const { today, until } = await validityOf(db, row.familyId, now);
  const price = row.price as PriceBreakdown;
  return {
    quote: {
      uuid: row.id,
      number: row.number,
      status: row.status,
      statusLabel: QUOTE_STATUS_LABELS[row.status],
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      dealerCode: row.dealerCode,
      dealerName: place.dealerName,
      pointName: place.pointName,
      buyer: await buyerOf(db, row),
      configuration: row.configuration as FrozenConfiguration,
      price,
      quantity: row.quantity,
      useLabel: TRUCK_USE_LABELS[row.use as TruckUse],
      plateDay: row.plateDay,
      costs: row.costs as StaffQuoteRecord['quote']['costs'],
      financing: financingOf(row.financing),
      total: row.total,
    },
    versions: staffVersions(row.number, await versionRows(db, row.id), today),
    discountLimit: place.limit,
    validFrom: today,
    validUntilMax: until,
    rights: {
      issue: may(actor.role, 'work-records') && row.status !== 'accepted',
      decide: may(actor.role, 'decide-quote-discounts'),
    },
  };
}

/** The configuration of the request priced at the prices in force now, by the rule a request and a pre-order use. */
async function pricedNow(db: Executor, row: QuoteRow) {
  const family = await loadFamilyDetail(db, row.familyId);
  if (!family) throw refuse(`${named(row.number)} 的車系目前無法報價`);
  const c = row.configuration as FrozenConfiguration;
  const { problems, price } = evaluateOrder(family, {
    vehicleUuid: c.vehicle.uuid,
    colorUuid: c.color.uuid,
    colorMaterialUuid: c.colorMaterial.uuid,
    originPartUuids: c.originParts.map((part) => part.uuid),
    localPartUuids: c.localParts.map((part) => part.uuid),
    quantity: row.quantity,
  });
  if (problems.length > 0) throw refuse(`此配置已無法依現行價格報價：${problems[0].message}`);
  return { price, vehicleId: c.vehicle.uuid };
}

/** A version as its mails name it. */
async function versionForMail(tx: Tx, row: QuoteRow, version: typeof quoteVersions.$inferSelect): Promise<VersionForMail> {
  const [dealer] = await tx.select({ name: dealers.name }).from(dealers).where(eq(dealers.code, row.dealerCode));
  return {
    uuid: row.id,
    number: row.number,
    versionNumber: quoteVersionNumber(row.number, version.version),
    label: quoteVersionLabel(version.version),
    dealerName: dealer.name,
    familyName: (row.configuration as FrozenConfiguration).family.name,
    discount: version.discount,
    total: version.total,
    validUntil: version.validUntil,
  };
}

/** The buyer is told of a version they may now see: a member by their account's mail, a visitor at the address they left. */
async function mailBuyer(tx: Tx, row: QuoteRow, version: typeof quoteVersions.$inferSelect, auditId: number) {
  const facts = await versionForMail(tx, row, version);
  if (row.memberId) await notifyMember(tx, row.memberId, auditId, null, (to) => quoteIssuedMail(to, facts, true));
  else if (row.contactEmail)
    await queueNotice(tx, `notice:${auditId}`, quoteIssuedMail({ email: row.contactEmail, name: row.contactName ?? '' }, facts, false));
}

const versionAudit = (version: typeof quoteVersions.$inferSelect) => ({
  quoteVersion: version.version,
  versionStatus: version.status,
  discount: version.discount,
  validUntil: version.validUntil,
  total: version.total,
});

/**
 * POST /staff/quotes/v1/{number}/versions: a new version at the prices in force now, with the discount as its
 * own line; above the dealer's limit it waits for the manager, otherwise the buyer sees it at once.
 */
export async function issueQuoteVersion(db: Executor, actor: Actor, number: string, body: QuoteIssueInput, now = new Date()) {
  if (!may(actor.role, 'work-records')) throw notFound();
  const seen = await quoteWithinReach(db, actor, number);
  if (seen.status === 'accepted') throw refuse(`${named(number)} 的買方已接受報價，不能再開立新版本`);

  const { today, nextDay, until } = await validityOf(db, seen.familyId, now);
  if (until < today) throw refuse(`新的價格表今天（${nextDay}）生效，請於生效後依新價格報價`);
  if (body.validUntil < today || body.validUntil > until)
    throw fieldFailure(
      'validUntil',
      `有效期限需在今天（${today}）到 ${until} 之間${nextDay && until < latestValidUntil(today, null) ? `（${nextDay} 起適用新的價格表）` : ''}`,
    );

  const { price, vehicleId } = await pricedNow(db, seen);
  const problem = discountProblem(body.discount, price);
  if (problem) throw fieldFailure('discount', problem);
  const taxable = price.total - body.discount;
  const choice = choiceOf(seen.financing);
  const unfit = financingProblem(choice, taxable);
  if (unfit) throw fieldFailure('discount', `折扣後車價 ${formatTwd(taxable)} 與買方選擇的付款方式不符：${unfit.message}`);
  const estimated = await onTheRoad(db, { familyId: seen.familyId, vehicleId, price, use: seen.use as TruckUse, plateDay: seen.plateDay });
  const unfilled = filledProblem(estimated, body.filled);
  if (unfilled) throw fieldFailure('filled', unfilled);
  const costs = discountedCosts(filledCosts(estimated, body.filled, price.quantity), price, body.discount);
  const financing = { ...choice, estimate: financingEstimate(choice, taxable) };

  return inTransactionThenMail(db, async (tx) => {
    const row = await quoteWithinReach(tx, actor, number, true);
    if (row.version !== body.version) throw recordChanged({ number, status: row.status, version: row.version });
    const [dealer] = await tx.select({ limit: dealers.quoteDiscountLimit }).from(dealers).where(eq(dealers.code, row.dealerCode));
    const [{ last }] = await tx
      .select({ last: max(quoteVersions.version) })
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, row.id));
    const waits = body.discount > dealer.limit;
    const [version] = await tx
      .insert(quoteVersions)
      .values({
        quoteId: row.id,
        version: (last ?? 0) + 1,
        status: waits ? 'awaiting-approval' : 'issued',
        issuedBy: actor.staffId!,
        discount: body.discount,
        note: body.note,
        validUntil: body.validUntil,
        price,
        costs,
        financing,
        total: costs.total,
        createdAt: now,
      })
      .returning();
    const [next] = await tx
      .update(quotes)
      .set({ status: waits ? row.status : 'quoted', version: sql`${quotes.version} + 1`, updatedAt: now })
      .where(eq(quotes.id, row.id))
      .returning();
    const auditId = await appendAudit(
      tx,
      actor,
      {
        action: waits ? 'quote.submit-for-approval' : 'quote.issue',
        recordKind: 'quote',
        recordId: row.id,
        recordNumber: row.number,
        before: { status: row.status },
        after: { status: next.status, ...versionAudit(version), note: body.note },
      },
      now,
    );
    if (waits) {
      const facts = await versionForMail(tx, row, version);
      await notifyStaff(tx, { managersOf: row.dealerCode }, `notice:${auditId}`, (to) =>
        quoteApprovalStaffMail(to, { ...facts, salesperson: actor.name, limit: dealer.limit }),
      );
    } else await mailBuyer(tx, row, version, auditId);
    return next;
  });
}

/**
 * The manager's decision on a version waiting for it: approved, the buyer sees it (and is mailed); refused
 * with a reason, the salesperson is told. Only the latest version, only once, never by who issued it.
 */
export function decideQuoteVersion(
  db: Executor,
  actor: Actor,
  number: string,
  versionNo: number,
  body: { version: number; reason?: string },
  approve: boolean,
  now = new Date(),
) {
  if (!may(actor.role, 'decide-quote-discounts')) throw notFound();
  return inTransactionThenMail(db, async (tx) => {
    const row = await quoteWithinReach(tx, actor, number, true);
    const [version] = await tx
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, row.id), eq(quoteVersions.version, versionNo)));
    if (!version) throw notFound();
    const label = `${named(number)} ${quoteVersionLabel(versionNo)}`;
    if (version.status !== 'awaiting-approval')
      throw refuse(`${label} 已是「${QUOTE_VERSION_STATUS_LABELS[version.status]}」，不能再核准或退回`);
    const [{ last }] = await tx
      .select({ last: max(quoteVersions.version) })
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, row.id));
    if ((last ?? 0) > versionNo) throw refuse(`${label} 已不是最新版本（最新為${quoteVersionLabel(last!)}），不能再核准或退回`);
    if (version.issuedBy === actor.staffId) throw refuse('不能核准或退回自己開立的報價單版本，請由其他主管決定');
    if (row.version !== body.version) throw recordChanged({ number, status: row.status, version: row.version });
    if (approve && version.validUntil < taipeiToday(now)) throw refuse(`${label} 的有效期限（${version.validUntil}）已過，請開立新的版本`);

    const [decided] = await tx
      .update(quoteVersions)
      .set({
        status: approve ? 'issued' : 'refused',
        decidedBy: actor.staffId,
        decidedAt: now,
        refusalReason: approve ? null : (body.reason ?? null),
      })
      .where(eq(quoteVersions.id, version.id))
      .returning();
    const [next] = await tx
      .update(quotes)
      .set({ status: approve ? 'quoted' : row.status, version: sql`${quotes.version} + 1`, updatedAt: now })
      .where(eq(quotes.id, row.id))
      .returning();
    const auditId = await appendAudit(
      tx,
      actor,
      {
        action: approve ? 'quote.approve' : 'quote.refuse',
        recordKind: 'quote',
        recordId: row.id,
        recordNumber: row.number,
        before: { status: row.status, quoteVersion: versionNo, versionStatus: version.status },
        after: { status: next.status, ...versionAudit(decided), ...(approve ? {} : { refusalReason: body.reason }) },
      },
      now,
    );
    if (approve) await mailBuyer(tx, row, decided, auditId);
    else {
      const facts = await versionForMail(tx, row, decided);
      await notifyStaff(tx, { staffId: version.issuedBy }, `notice:${auditId}`, (to) =>
        quoteRefusedStaffMail(to, { ...facts, manager: actor.name, reason: body.reason ?? '' }),
      );
    }
    return next;
  });
}

/** PUT /staff/dealers/v1/{dealer}/quote-discount-limit: the dealer's manager (or the administrator) sets the limit; audited. */
export function setDiscountLimit(db: Executor, actor: Actor, code: string, limit: number, now = new Date()) {
  if (!mayChangeLimit(actor, code)) throw notFound();
  return inTransactionThenMail(db, async (tx) => {
    const [dealer] = await tx.select().from(dealers).where(eq(dealers.code, code)).for('update');
    if (!dealer) throw notFound();
    await tx.update(dealers).set({ quoteDiscountLimit: limit }).where(eq(dealers.code, code));
    await appendAudit(
      tx,
      actor,
      {
        action: 'dealer.quote-discount-limit',
        recordKind: 'dealer',
        recordId: null,
        recordNumber: dealer.name,
        before: { limit: dealer.quoteDiscountLimit },
        after: { limit },
      },
      now,
    );
    return { code, name: dealer.name, limit, mayChange: true };
  });
}
