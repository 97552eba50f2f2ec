/** @jest-environment node */
import { refusal } from '@/lib/testing/refusal';
import { and, eq } from 'drizzle-orm';
import { taipeiToday } from '@/lib/format/dates';
import type { PriceBreakdown } from '@/lib/sale/pricing';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../db/client';
import { quotes, quoteVersions } from '../db/quote-schema';
import { members, preorders, vehicles } from '../db/schema';
import { auditLog, staffAccounts } from '../db/staff-schema';
import { seed } from '../seed/seed';
import { agreementInForce } from './agreements';
import { getFamilyDetail, listFamilies } from './catalog';
import { getPreorder } from './preorders';
import { acceptQuote } from './quote-accept';
import { requestQuote } from './quotes';
import { timelineOf } from './sales/timeline';
import { plainConfiguration } from '@/lib/testing/plain-order';

// 接受報價 (issue 38): an issued version accepted before it expires becomes a pre-order at the quoted price,
// naming the quote; a superseded or expired version, or a second version of an accepted quote, is refused.

let db: Db;
let close: () => Promise<void>;
let buyer: string;
let stranger: string;
let salesperson: string;
let family: VehicleFamilyDetail;
let agreementVersion: string;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
  [{ id: buyer }, { id: stranger }] = await db.select({ id: members.id }).from(members).where(eq(members.status, 'active')).limit(2);
  const [first] = await listFamilies(db);
  family = (await getFamilyDetail(db, first.uuid))!;
  agreementVersion = await db.transaction((tx) => agreementInForce(tx));
}, 60_000);
afterAll(() => close());

const dayFromToday = (days: number) => taipeiToday(new Date(Date.now() + days * 86_400_000));

/** A member's quote request on the family's first vehicle, at the point that sells in 桃園. */
async function askForQuote() {
  const quote = await requestQuote(db, buyer, {
    ...plainConfiguration(family),
    pointSlug: 'taoyuan-guanyin',
    use: 'business',
    plateDay: dayFromToday(30),
    financing: { kind: 'cash' },
  });
  const [row] = await db.select().from(quotes).where(eq(quotes.id, quote.uuid));
  if (!salesperson) {
    [{ id: salesperson }] = await db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.dealerCode, row.dealerCode))
      .limit(1);
  }
  return row;
}

/** A version as the dealer issues it: the request's price, and a discount off it. */
async function issue(quote: typeof quotes.$inferSelect, version: number, discount: number, validUntil = dayFromToday(14)) {
  const price = quote.price as PriceBreakdown;
  await db.insert(quoteVersions).values({
    quoteId: quote.id,
    version,
    status: 'issued',
    issuedBy: salesperson,
    discount,
    validUntil,
    price,
    costs: quote.costs,
    financing: quote.financing,
    total: quote.total - discount,
  });
  return { listed: price.total, total: price.total - discount };
}

const accept = (quote: { id: string }, version: number, member = buyer) =>
  acceptQuote(db, member, quote.id, { version, acceptAgreement: true, agreementVersion });

describe('accepting a quote', () => {
  it('makes the pre-order at the quoted price for the dealer asked, naming the quote on the pre-order and the timeline', async () => {
    const quote = await askForQuote();
    const quoted = await issue(quote, 1, 50_000);
    // A new price that takes effect after the quote was issued does not change what was quoted.
    await db
      .update(vehicles)
      .set({ price: family.vehicles[0].price + 300_000 })
      .where(eq(vehicles.id, family.vehicles[0].uuid));

    const placedBefore = (await db.select().from(preorders).where(eq(preorders.memberId, buyer))).length;
    const answer = await accept(quote, 1);
    expect(answer.status).toBe(201);
    expect(answer.data.quote).toEqual({ number: quote.number, version: 1 });
    expect(answer.data.price).toMatchObject({ unitPrice: quoted.listed, discount: 50_000, total: quoted.total });
    expect(answer.data.price.deposit).toBe(Math.ceil((quoted.total * 0.05) / 1000) * 1000);

    const [row] = await db.select().from(preorders).where(eq(preorders.id, answer.data.uuid));
    expect(row).toMatchObject({ total: quoted.total, dealerCode: quote.dealerCode, status: 'submitted' });
    expect((await getPreorder(db, buyer, row.id)).quote).toEqual({ number: quote.number, version: 1 });
    const [first] = await timelineOf(db, { preorderId: row.id, placedAt: row.createdAt, contractId: null }, true);
    expect(first.detail).toBe(`接受報價單 ${quote.number}（第 1 版），依報價金額成立`);
    const [stored] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored.status).toBe('accepted');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, quote.id), eq(auditLog.action, 'quote.accept')));
    expect(audit).toHaveLength(1);
    await db.update(vehicles).set({ price: family.vehicles[0].price }).where(eq(vehicles.id, family.vehicles[0].uuid));

    // Accepting it again (a second tap, a retry) answers the same pre-order and makes no other.
    const again = await accept(quote, 1);
    expect(again).toMatchObject({ status: 200, data: { uuid: row.id } });
    expect(await db.select().from(preorders).where(eq(preorders.memberId, buyer))).toHaveLength(placedBefore + 1);
  });

  it('refuses a version a newer one replaced, saying which to accept', async () => {
    const quote = await askForQuote();
    await issue(quote, 1, 0);
    await issue(quote, 2, 20_000);
    const failure = await refusal(accept(quote, 1));
    expect(failure.code).toBe('Q00003');
    expect(failure.message).toBe('經銷商已提出較新的第 2 版報價，第 1 版不能再接受；請檢視最新版本');
    expect((await accept(quote, 2)).status).toBe(201);
    // Once one version is accepted, no other may be.
    await issue(quote, 3, 30_000);
    const second = await refusal(accept(quote, 3));
    expect(second.message).toMatch(/^此報價單已接受第 2 版（預購單 PO\d{8}-\d{6}），無法再接受其他版本$/);
  });

  it('refuses a version past its valid-until day, and one that was never issued to the buyer', async () => {
    const quote = await askForQuote();
    await issue(quote, 1, 0, dayFromToday(-1));
    const failure = await refusal(accept(quote, 1));
    expect(failure.code).toBe('Q00003');
    expect(failure.message).toBe(`此報價的有效期限到 ${dayFromToday(-1)} 為止，已無法接受；請向經銷商索取新的報價`);
    // A version waiting for the manager is not the buyer's to see, let alone accept.
    await db.insert(quoteVersions).values({
      quoteId: quote.id,
      version: 2,
      status: 'awaiting-approval',
      issuedBy: salesperson,
      discount: 900_000,
      validUntil: dayFromToday(14),
      price: quote.price,
      costs: quote.costs,
      financing: quote.financing,
      total: quote.total,
    });
    expect((await refusal(accept(quote, 2))).code).toBe('N00404');
  });

  it("answers N00404 for another member's quote, as for an unknown one", async () => {
    const quote = await askForQuote();
    await issue(quote, 1, 0);
    expect((await refusal(accept(quote, 1, stranger))).code).toBe('N00404');
    expect((await refusal(accept({ id: '00000000-0000-4000-8000-000000000000' }, 1))).code).toBe('N00404');
  });
});
