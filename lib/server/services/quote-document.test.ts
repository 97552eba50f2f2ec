/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { taipeiToday } from '@/lib/format/dates';
import { memoryDatabase } from '@/lib/testing/memory-database';
import { pdfPages } from '@/lib/testing/pdf-text';
import type { QuoteVersionStatus } from '@/lib/purchase/quote-terms';
import { DISCOUNT_LABEL, discountedCosts } from '@/lib/sale/quote-versions';
import { refusal } from '@/lib/testing/refusal';
import type { Db } from '../db/client';
import { quoteVersions } from '../db/quote-schema';
import { members, vehicleFamilies } from '../db/schema';
import { staffAccounts } from '../db/staff-schema';
import { ESTIMATE_VALIDITY } from '../pdf/quote-document';
import { quotePdf } from '../pdf/quote-pdf';
import { seed } from '../seed/seed';
import { loadFamilyDetail } from './catalog';
import { memberQuoteDocument } from './quote-document';
import { requestQuote } from './quotes';
import { plainConfiguration } from '@/lib/testing/plain-order';

// 報價單's PDF reads the version the buyer asks for, or the latest the dealer issued, or else the estimate;
// a version the manager holds back or refused, and another member's quote, are not found.

let db: Db;
let close: () => Promise<void>;
let memberId: string;
let otherId: string;
let quote: Awaited<ReturnType<typeof requestQuote>>;
let sales: { id: string; name: string; phone: string };

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
  [{ id: memberId }, { id: otherId }] = await db.select({ id: members.id }).from(members).where(eq(members.status, 'active')).limit(2);
  const [{ id: familyId }] = await db
    .select({ id: vehicleFamilies.id })
    .from(vehicleFamilies)
    .where(eq(vehicleFamilies.published, true))
    .limit(1);
  const family = (await loadFamilyDetail(db, familyId))!;
  quote = await requestQuote(db, memberId, {
    ...plainConfiguration(family),
    pointSlug: 'taoyuan-guanyin',
    use: 'business',
    plateDay: taipeiToday(new Date(Date.now() + 20 * 86_400_000)),
    financing: { kind: 'loan', downPayment: 300_000, months: 60, annualRatePercent: 3 },
  });
  [sales] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, phone: staffAccounts.phone })
    .from(staffAccounts)
    .where(eq(staffAccounts.role, 'dealer_sales'))
    .limit(1);
}, 60_000);
afterAll(() => close());

async function addVersion(version: number, status: QuoteVersionStatus, discount: number) {
  await db.insert(quoteVersions).values({
    quoteId: quote.uuid,
    version,
    status,
    issuedBy: sales.id,
    discount,
    note: `第 ${version} 版的備註`,
    validUntil: '2026-12-31',
    price: quote.price,
    // As the desk stores a version (services/quote-desk.ts): the discount one of the cost lines.
    costs: discountedCosts(quote.costs, quote.price, discount),
    financing: { kind: 'cash' },
    total: quote.total - discount,
  });
}

it('is the estimate, marked as one, while the dealer has issued no version', async () => {
  const document = await memberQuoteDocument(db, memberId, quote.uuid);
  expect(document).toMatchObject({
    number: quote.number,
    version: null,
    salesperson: null,
    validity: ESTIMATE_VALIDITY,
    total: quote.total,
  });
  expect(document.dealer.pointName).toBe('泰嵐汽車 桃園營業所');
  expect(document.dealer.address).toMatch(/^\d{3,6} 桃園市觀音區/);
  expect(document.financing.rows).toHaveLength(60);
  expect(document.financing.monthly).toBe(quote.financing.estimate!.monthly);
  expect((await refusal(memberQuoteDocument(db, memberId, quote.uuid, 1))).code).toBe('N00404');
  expect((await refusal(memberQuoteDocument(db, otherId, quote.uuid))).code).toBe('N00404');
});

it('is the latest version issued, or the one asked for; one held back or refused is not found', async () => {
  await addVersion(1, 'issued', 50_000);
  await addVersion(2, 'refused', 400_000);
  await addVersion(3, 'awaiting-approval', 300_000);

  const latest = await memberQuoteDocument(db, memberId, quote.uuid);
  expect(latest).toMatchObject({
    version: 1,
    total: quote.total - 50_000,
    note: '第 1 版的備註',
    validity: '2026/12/31 止',
    salesperson: { name: sales.name, phone: sales.phone },
  });
  expect(latest.financing).toMatchObject({ label: '現金', monthly: null, rows: [] });
  const pdf = await quotePdf(latest);
  if (process.env.QUOTE_PDF_OUT) writeFileSync(`${process.env.QUOTE_PDF_OUT}/seeded-version.pdf`, pdf);
  const [first] = pdfPages(pdf);
  expect(first.replace(/\n/g, '')).toContain(`報價單號 ${quote.number}　第 1 版`);
  // The discount once, as a line below zero: a second row would read as a second discount.
  expect(pdfPages(pdf).join('').split(DISCOUNT_LABEL)).toHaveLength(2);
  expect(first).toContain(sales.name);
  expect((await refusal(memberQuoteDocument(db, memberId, quote.uuid, 2))).code).toBe('N00404');
  expect((await refusal(memberQuoteDocument(db, memberId, quote.uuid, 3))).code).toBe('N00404');
  expect((await refusal(memberQuoteDocument(db, otherId, quote.uuid, 1))).code).toBe('N00404');

  await addVersion(4, 'accepted', 80_000);
  expect((await memberQuoteDocument(db, memberId, quote.uuid)).version).toBe(4);
  const asked = (await memberQuoteDocument(db, memberId, quote.uuid, 1)).costs.find((line) => line.label === DISCOUNT_LABEL);
  expect(asked?.amount).toBe(-50_000);
});
