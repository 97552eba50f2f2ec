/** @jest-environment node */
import { refusal } from '@/lib/testing/refusal';
import { and, eq, like } from 'drizzle-orm';
import { VISITOR_QUOTE_LINK_HOURS } from '@/lib/constants';
import type { VisitorQuoteRequestInput } from '@/lib/schemas/quotes';
import { individualBody } from '@/lib/testing/member-bodies';
import { memoryDatabase } from '@/lib/testing/memory-database';
import { taipeiDayAhead } from '@/lib/format/dates';
import type { Db } from '../db/client';
import { quotes } from '../db/quote-schema';
import { outbox } from '../db/schema';
import { seed } from '../seed/seed';
import { getFamilyDetail, listFamilies } from './catalog';
import { maybeHousekeep } from './housekeeping';
import { listQuotes } from './quotes';
import { confirmRegistration, register } from './registration';
import { confirmVisitorQuote, requestVisitorQuote } from './visitor-quotes';
import { plainConfiguration } from '@/lib/testing/plain-order';

// A visitor's quote request: the link mailed to the address sends it to the dealer, once and within its hours;
// the member who later registers with that address finds it under 報價單.

let db: Db;
let close: () => Promise<void>;
let base: Omit<VisitorQuoteRequestInput, 'email'>;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
  const [first] = await listFamilies(db);
  const family = (await getFamilyDetail(db, first.uuid))!;
  base = {
    ...plainConfiguration(family),
    pointSlug: 'taoyuan-guanyin',
    use: 'business',
    plateDay: taipeiDayAhead(30),
    financing: { kind: 'cash' },
    name: '林訪客',
    mobile: '0912345678',
  };
}, 60_000);
afterAll(() => close());

const mailsAbout = (number: string) =>
  db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${number}%`));
const tokenIn = async (to: string, number: string) => {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), like(outbox.subject, `%${number}%`)));
  return /\/quote\/confirm#([\w-]{43})/.exec(mail.text)![1];
};

it('refuses a link past its hours with a message that says so, and the dealer is never told', async () => {
  const email = 'late@example.com';
  const asked = new Date();
  const quote = await requestVisitorQuote(db, '10.1.0.1', { ...base, email }, asked);
  expect(quote.status).toBe('unconfirmed');
  const token = await tokenIn(email, quote.number);
  const late = new Date(asked.getTime() + VISITOR_QUOTE_LINK_HOURS * 3_600_000 + 1000);
  const refused = await refusal(confirmVisitorQuote(db, token, late));
  expect(refused.code).toBe('Q00001');
  expect(refused.message).toContain(`已超過 ${VISITOR_QUOTE_LINK_HOURS} 小時`);
  // Only the visitor's own mail was ever queued: no staff notice.
  expect((await mailsAbout(quote.number)).map((mail) => mail.toAddress)).toEqual([email]);
  const [row] = await db.select().from(quotes).where(eq(quotes.id, quote.uuid));
  expect(row).toMatchObject({ status: 'unconfirmed', confirmedAt: null });
});

it('gives a confirmed request to the member who registers with its address, and not an unconfirmed one', async () => {
  const email = 'visitor-then-member@example.com';
  const confirmed = await requestVisitorQuote(db, '10.1.0.2', { ...base, email });
  const waiting = await requestVisitorQuote(db, '10.1.0.2', { ...base, email });
  const done = await confirmVisitorQuote(db, await tokenIn(email, confirmed.number));
  expect(done.status).toBe('requested');

  const { tempUuid } = await register(db, individualBody(email));
  const [codeMail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), like(outbox.text, '%驗證碼%')));
  const code = /驗證碼：(\d{6})/.exec(codeMail.text)![1];
  const [{ memberId: before }] = await db.select({ memberId: quotes.memberId }).from(quotes).where(eq(quotes.id, confirmed.uuid));
  expect(before).toBeNull();
  await confirmRegistration(db, tempUuid, code);

  const [{ memberId }] = await db.select({ memberId: quotes.memberId }).from(quotes).where(eq(quotes.id, confirmed.uuid));
  expect(memberId).not.toBeNull();
  const mine = await listQuotes(db, memberId!);
  expect(mine.map((quote) => quote.number)).toEqual([confirmed.number]);
  expect(mine.map((quote) => quote.number)).not.toContain(waiting.number);
});

it('lets housekeeping delete a request whose link expired unopened, and keep a confirmed one', async () => {
  const email = 'swept@example.com';
  const asked = new Date();
  const lapsed = await requestVisitorQuote(db, '10.1.0.3', { ...base, email }, asked);
  const kept = await requestVisitorQuote(db, '10.1.0.3', { ...base, email }, asked);
  await confirmVisitorQuote(db, await tokenIn(email, kept.number), asked);
  maybeHousekeep(db, asked.getTime() + VISITOR_QUOTE_LINK_HOURS * 3_600_000 + 60_000);
  const left = async () =>
    (await db.select({ number: quotes.number }).from(quotes).where(eq(quotes.contactEmail, email))).map((row) => row.number);
  for (let tries = 0; tries < 30 && (await left()).length > 1; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await left()).toEqual([kept.number]);
  expect(lapsed.number).not.toBe(kept.number);
});
