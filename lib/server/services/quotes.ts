import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { taipeiDayAhead, taipeiToday } from '@/lib/format/dates';
import { evaluateOrder, type FrozenConfiguration, type PriceBreakdown } from '@/lib/sale/pricing';
import {
  FINANCING_LABELS,
  QUOTE_STATUS_LABELS,
  ROAD_FEE_KINDS,
  ROAD_FEE_LABELS,
  TRUCK_USE_LABELS,
  type FinancingChoice,
  type TruckUse,
} from '@/lib/purchase/quote-terms';
import { financingEstimate } from '@/lib/sale/quotes';
import { roadCosts, type RoadCosts } from '@/lib/sale/road-costs';
import type { BuyerQuoteVersion, QuoteDetail, QuoteSummary } from '@/lib/schemas/quote-data';
import type { QuoteRequestInput } from '@/lib/schemas/quotes';
import { LIMITS } from '../auth/policy';
import { ApiFailure, fieldFailure, notFound, validationFailure } from '../core/api-failure';
import type { Db, Executor, Tx } from '../db/client';
import { dealerPoints } from '../db/dealer-schema';
import { quotes, roadFees } from '../db/quote-schema';
import { members, vehicles } from '../db/schema';
import { dealers } from '../db/staff-schema';
import { dispatchMail } from '../mail/outbox';
import type { QuoteFacts } from '../mail/quote-mail';
import { newQuoteStaffMail, type QuoteForStaff } from '../mail/quote-staff-mail';
import { consumeRate } from '../rate-limit';
import { loadFamilyDetail } from './catalog';
import { findPoint } from './dealer-points';
import { nextDocumentNumber } from './document-numbers';
import { memberWriter } from './sales/actor';
import { appendAudit } from './sales/audit';
import { notifyStaff } from './sales/notices';
import { buyerVersions, financingOf } from './quote-versions';
import { isTractorFamily } from './vehicle-facts';

// 報價單 (issue 38), the buyer's side: a member asks a dealer's point for a quote on a configuration and is
// shown at once the estimate (the price on the road, line by line, and the financing chosen); the request
// goes to that dealer's people as a lead. The configuration is priced by the same rule as a pre-order.

/** How far ahead a plate day may be: an estimate a year out is no estimate. */
const PLATE_DAYS_AHEAD = 366;

export type QuoteRow = typeof quotes.$inferSelect;
export type PointFacts = { slug: string; name: string; dealerName: string; phone: string };

export function toDetail(row: QuoteRow, point: PointFacts, versions: BuyerQuoteVersion[] = []): QuoteDetail {
  return {
    ...toSummary(row, point),
    configuration: row.configuration as FrozenConfiguration,
    price: row.price as PriceBreakdown,
    use: row.use as TruckUse,
    useLabel: TRUCK_USE_LABELS[row.use as TruckUse],
    plateDay: row.plateDay,
    costs: row.costs as RoadCosts,
    financing: financingOf(row.financing),
    versions,
  };
}

const toSummary = (row: QuoteRow, point: PointFacts): QuoteSummary => ({
  uuid: row.id,
  number: row.number,
  status: row.status,
  statusLabel: QUOTE_STATUS_LABELS[row.status],
  createdAt: row.createdAt.toISOString(),
  familyName: (row.configuration as FrozenConfiguration).family.name,
  quantity: row.quantity,
  total: row.total,
  point,
});

/** The fees headquarters has set, in the estimate's order; one not set yet has no amount. */
async function feeEntries(db: Executor) {
  const rows = await db.select().from(roadFees);
  return ROAD_FEE_KINDS.map((kind) => {
    const row = rows.find((fee) => fee.kind === kind);
    return { label: ROAD_FEE_LABELS[kind], amount: row?.amount ?? null, basis: row?.basis ?? '' };
  });
}

/** The terms the price allows: a down payment or residual below the price, something left to finance. */
function checkFinancing(choice: FinancingChoice, price: number) {
  const problem = financingProblem(choice, price);
  if (problem) throw fieldFailure(problem.field, problem.message);
}

/** Why the financing chosen does not fit a vehicle price of `price`, and on which field; null when it fits. */
export function financingProblem(choice: FinancingChoice, price: number) {
  if (choice.kind === 'loan' && choice.downPayment >= price)
    return { field: 'financing.downPayment', message: '頭期款需少於車價；全額付清請選擇「現金」' };
  if (choice.kind === 'lease' && choice.residual >= price) return { field: 'financing.residual', message: '殘值需少於車價' };
  return null;
}

/** The price on the road of `price` (the vehicle `vehicleId` of the family), registered for `use` on `plateDay`. */
export async function onTheRoad(
  db: Executor,
  {
    familyId,
    vehicleId,
    price,
    use,
    plateDay,
  }: { familyId: string; vehicleId: string; price: PriceBreakdown; use: TruckUse; plateDay: string },
): Promise<RoadCosts> {
  const [vehicle] = await db.select({ displacementCc: vehicles.displacementCc }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return roadCosts({
    price,
    displacementCc: vehicle?.displacementCc ?? null,
    tractor: await isTractorFamily(db, familyId),
    use,
    plateDay,
    fees: await feeEntries(db),
  });
}

/** A request priced and checked: the configuration as it is today, the point asked, the price on the road and the financing. */
export type PricedRequest = Awaited<ReturnType<typeof priceRequest>>;

/** Prices a request (a member's or a visitor's) as a pre-order is priced; a bad choice is V00001 on its field, a configuration no longer sold O00001. */
export async function priceRequest(db: Db, input: QuoteRequestInput) {
  const family = await loadFamilyDetail(db, input.vehicleFamilyUuid);
  if (!family) throw new ApiFailure('O00001', { message: '此車系目前無法報價' });
  const { problems, price, configuration } = evaluateOrder(family, input);
  const beyondLimit = problems.filter((problem) => problem.beyondLimit);
  if (beyondLimit.length > 0) throw validationFailure(beyondLimit.map(({ field, message }) => ({ path: field, message })));
  if (problems.length > 0 || !configuration) throw new ApiFailure('O00001', { message: problems[0]?.message });

  const point = await findPoint(db, input.pointSlug);
  if (!point) throw fieldFailure('pointSlug', '找不到這個據點，請重新選擇');
  if (!point.services.includes('sales')) throw fieldFailure('pointSlug', `${point.name}不提供銷售服務，請選擇提供「銷售」的據點`);
  const today = taipeiToday();
  const latest = taipeiDayAhead(PLATE_DAYS_AHEAD);
  if (input.plateDay < today || input.plateDay > latest) throw fieldFailure('plateDay', `預計領牌日需在今天（${today}）到 ${latest} 之間`);
  checkFinancing(input.financing, price.total);

  const costs = await onTheRoad(db, {
    familyId: family.uuid,
    vehicleId: configuration.vehicle.uuid,
    price,
    use: input.use,
    plateDay: input.plateDay,
  });
  const estimate = financingEstimate(input.financing, price.total);
  const pointFacts: PointFacts = { slug: point.slug, name: point.name, dealerName: point.dealerName, phone: point.phone };
  return { input, familyName: family.name, familyId: family.uuid, price, configuration, point: pointFacts, costs, estimate };
}

/** The quote's row as a request stores it (a member's or a visitor's contact is added by the caller). */
export async function quoteValues(tx: Executor, priced: PricedRequest) {
  const { input, price } = priced;
  const [stored] = await tx
    .select({ id: dealerPoints.id, dealerCode: dealerPoints.dealerCode })
    .from(dealerPoints)
    .where(eq(dealerPoints.slug, priced.point.slug));
  return {
    number: await nextDocumentNumber(tx, 'QT'),
    familyId: priced.familyId,
    pointId: stored.id,
    dealerCode: stored.dealerCode,
    quantity: price.quantity,
    configuration: priced.configuration,
    price,
    use: input.use,
    plateDay: input.plateDay,
    financing: { ...input.financing, estimate: priced.estimate },
    costs: priced.costs,
    total: priced.costs.total,
  };
}

/** What the mails say of a stored request: the point, the configuration, the use, the financing and the estimate. */
export async function quoteFacts(db: Executor, row: QuoteRow): Promise<QuoteFacts> {
  const [point] = await db.select({ name: dealerPoints.name }).from(dealerPoints).where(eq(dealerPoints.id, row.pointId));
  const costs = row.costs as RoadCosts;
  return {
    number: row.number,
    pointName: point.name,
    familyName: (row.configuration as FrozenConfiguration).family.name,
    vehicleLabel: (row.price as PriceBreakdown).lines[0].label,
    quantity: row.quantity,
    useLabel: TRUCK_USE_LABELS[row.use as TruckUse],
    plateDay: row.plateDay,
    financing: FINANCING_LABELS[(row.financing as FinancingChoice).kind],
    total: row.total,
    notEstimated: costs.notEstimated,
  };
}

/** The request reaches the point's dealer: audited as the buyer's, and mailed to the dealer's people once. */
export async function tellDealer(tx: Tx, row: QuoteRow, buyer: QuoteForStaff['buyer'], writer: { staffId: null; name: string }) {
  const facts = await quoteFacts(tx, row);
  const auditId = await appendAudit(tx, writer, {
    action: 'quote.request',
    recordKind: 'quote',
    recordId: row.id,
    recordNumber: row.number,
    after: { 據點: facts.pointName, 車系: facts.familyName, 數量: row.quantity, 估算落地價: row.total },
  });
  await notifyStaff(tx, { dealerCode: row.dealerCode }, `notice:${auditId}`, (to) => newQuoteStaffMail(to, { ...facts, buyer }));
}

/** POST /order/quote/v1: the estimate, stored and sent to the point's dealer as a lead. */
export async function requestQuote(db: Db, memberId: string, input: QuoteRequestInput): Promise<QuoteDetail> {
  const priced = await priceRequest(db, input);
  const row = await db.transaction(async (tx) => {
    const limit = await consumeRate(tx, { key: `quote:member:${memberId}`, ...LIMITS.quotesPerMember });
    if (!limit.allowed) {
      throw new ApiFailure('C00002', {
        message: '報價請求次數過多，請稍後再試',
        headers: { 'Retry-After': String(Math.ceil(limit.retryAfter)) },
      });
    }
    const [inserted] = await tx
      .insert(quotes)
      .values({ ...(await quoteValues(tx, priced)), memberId })
      .returning();
    const [buyer] = await tx
      .select({ name: members.name, mobile: members.mobile, email: members.email })
      .from(members)
      .where(eq(members.id, memberId));
    await tellDealer(
      tx,
      inserted,
      { kind: 'member', name: buyer.name, mobile: buyer.mobile ?? '', email: buyer.email },
      memberWriter(buyer.name),
    );
    return inserted;
  });
  dispatchMail();
  return toDetail(row, priced.point);
}

export const withPoint = (db: Executor) =>
  db
    .select({ quote: quotes, slug: dealerPoints.slug, name: dealerPoints.name, dealerName: dealers.name, phone: dealerPoints.phone })
    .from(quotes)
    .innerJoin(dealerPoints, eq(dealerPoints.id, quotes.pointId))
    .innerJoin(dealers, eq(dealers.code, quotes.dealerCode));

/** GET /order/quote/v1: the member's quotes, newest first. */
export async function listQuotes(db: Executor, memberId: string): Promise<QuoteSummary[]> {
  const rows = await withPoint(db).where(eq(quotes.memberId, memberId)).orderBy(desc(quotes.createdAt));
  return rows.map(({ quote, ...point }) => toSummary(quote, point));
}

/** GET /order/quote/v1/{uuid}: one of the member's quotes; another member's is N00404. */
export async function getQuote(db: Executor, memberId: string, id: string): Promise<QuoteDetail> {
  const [row] = await withPoint(db).where(and(eq(quotes.id, id), eq(quotes.memberId, memberId)));
  if (!row) throw notFound();
  const { quote, ...point } = row;
  return toDetail(quote, point, await buyerVersions(db, quote));
}
