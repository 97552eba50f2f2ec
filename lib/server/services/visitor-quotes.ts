import 'server-only';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { MAX_UNCONFIRMED_QUOTES, VISITOR_QUOTE_LINK_HOURS } from '@/lib/constants';
import type { QuoteDetail } from '@/lib/schemas/quote-data';
import type { VisitorQuoteRequestInput } from '@/lib/schemas/quotes';
import { LIMITS } from '../auth/policy';
import { newToken, sha256 } from '../auth/tokens';
import { ApiFailure } from '../core/api-failure';
import type { Db, Executor } from '../db/client';
import { quotes } from '../db/quote-schema';
import { dispatchMail, queueMail } from '../mail/outbox';
import { visitorQuoteConfirmMail } from '../mail/quote-mail';
import { consumeEach } from '../rate-limit';
import { memberByEmail } from './member-info';
import { priceRequest, quoteFacts, quoteValues, tellDealer, toDetail, withPoint } from './quotes';

// 索取報價 without an account: a visitor sees the estimate at once, as a member does, but the request reaches
// the dealer only once the link mailed to the address they left is opened (the address is then known to be
// theirs). Unconfirmed past VISITOR_QUOTE_LINK_HOURS, it never does, and housekeeping deletes it.

const LINK_MS = VISITOR_QUOTE_LINK_HOURS * 3_600_000;

/** The moment before which an unconfirmed request's link no longer works. */
export const unconfirmedCutoff = (now = Date.now()) => new Date(now - LINK_MS);

const linkUsed = () =>
  new ApiFailure('Q00001', { message: '此報價確認連結已使用過或不完整；若您已確認過，經銷商已收到您的請求，會與您聯繫' });
const linkExpired = () =>
  new ApiFailure('Q00001', {
    message: `此報價確認連結已超過 ${VISITOR_QUOTE_LINK_HOURS} 小時，請求未送出；請回到配置重新索取報價`,
  });

/** A visitor who confirmed the request, as the audit and the quote's history name them. */
const visitorWriter = (name: string) => ({ staffId: null, name: `訪客 ${name}` });

/**
 * POST /order/quote/v1/visitor: the estimate at once (status unconfirmed) and the link mailed to the address.
 * Throttled per client address, mobile number and e-mail address, whether or not the request succeeds; one
 * address has at most MAX_UNCONFIRMED_QUOTES requests waiting for their link (Q00002).
 */
export async function requestVisitorQuote(db: Db, ip: string, input: VisitorQuoteRequestInput, now = new Date()): Promise<QuoteDetail> {
  await consumeEach(
    db,
    [
      { key: `quote:visitor:ip:${ip}`, ...LIMITS.visitorQuotesPerIp },
      { key: `quote:visitor:mobile:${input.mobile}`, ...LIMITS.visitorQuotesPerContact },
      { key: `quote:visitor:email:${input.email}`, ...LIMITS.visitorQuotesPerContact },
    ],
    now.getTime(),
  );
  const priced = await priceRequest(db, input);
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    // One address's requests wait for each other, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote:${input.email}`}))`);
    const [{ waiting }] = await tx
      .select({ waiting: sql<number>`count(*)::int` })
      .from(quotes)
      .where(
        and(eq(quotes.contactEmail, input.email), eq(quotes.status, 'unconfirmed'), gt(quotes.createdAt, unconfirmedCutoff(now.getTime()))),
      );
    if (Number(waiting) >= MAX_UNCONFIRMED_QUOTES)
      throw new ApiFailure('Q00002', {
        message: `這個電子郵件已有 ${MAX_UNCONFIRMED_QUOTES} 筆待確認的報價請求，請先點選信中的連結確認，或於 ${VISITOR_QUOTE_LINK_HOURS} 小時後再試`,
      });
    const [inserted] = await tx
      .insert(quotes)
      .values({
        ...(await quoteValues(tx, priced)),
        memberId: null,
        contactName: input.name,
        contactMobile: input.mobile,
        contactEmail: input.email,
        status: 'unconfirmed',
        confirmTokenHash: sha256(token),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await queueMail(tx, visitorQuoteConfirmMail(input.email, await quoteFacts(tx, inserted), token));
    return inserted;
  });
  dispatchMail();
  return toDetail(row, priced.point);
}

/**
 * POST /order/quote/v1/confirm: the mailed link's token confirms the request (status requested), which then
 * reaches the point's dealer. The link works once (its hash is cleared) and for VISITOR_QUOTE_LINK_HOURS;
 * a member already holding the address gets the request at once.
 */
export async function confirmVisitorQuote(db: Db, token: string, now = new Date()): Promise<QuoteDetail> {
  const id = await db.transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.confirmTokenHash, sha256(token)), eq(quotes.status, 'unconfirmed')))
      .for('update');
    if (!quote) throw linkUsed();
    if (quote.createdAt.getTime() <= unconfirmedCutoff(now.getTime()).getTime()) throw linkExpired();
    const holder = await memberByEmail(tx, quote.contactEmail!);
    const [row] = await tx
      .update(quotes)
      .set({
        status: 'requested',
        confirmedAt: now,
        confirmTokenHash: null,
        memberId: holder?.status === 'active' ? holder.id : null,
        version: sql`${quotes.version} + 1`,
        updatedAt: now,
      })
      .where(eq(quotes.id, quote.id))
      .returning();
    const buyer = { kind: 'visitor' as const, name: row.contactName!, mobile: row.contactMobile!, email: row.contactEmail! };
    await tellDealer(tx, row, buyer, visitorWriter(buyer.name));
    return row.id;
  });
  dispatchMail();
  const [{ quote, ...point }] = await withPoint(db).where(eq(quotes.id, id));
  return toDetail(quote, point);
}

/**
 * A member whose address is now verified (registration completed, or an e-mail change) gets the requests
 * confirmed from that address as a visitor, so they appear under 報價單. Unconfirmed ones stay the link's.
 */
export async function claimVisitorQuotes(db: Executor, memberId: string, email: string): Promise<number> {
  const claimed = await db
    .update(quotes)
    .set({ memberId, updatedAt: new Date() })
    .where(and(isNull(quotes.memberId), eq(quotes.contactEmail, email), ne(quotes.status, 'unconfirmed')))
    .returning({ id: quotes.id });
  return claimed.length;
}
