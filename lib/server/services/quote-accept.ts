import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { taipeiToday } from '@/lib/format/dates';
import { BUYER_SEES, quoteVersionLabel } from '@/lib/purchase/quote-terms';
import { versionStanding } from '@/lib/sale/quote-versions';
import { depositFor, type FrozenConfiguration, type PriceBreakdown } from '@/lib/sale/pricing';
import type { PreorderDetail } from '@/lib/sale/purchases';
import type { QuoteAcceptInput } from '@/lib/schemas/quotes';
import { ApiFailure, notFound } from '../core/api-failure';
import type { Db } from '../db/client';
import { quotes, quoteVersions } from '../db/quote-schema';
import { members, preorders } from '../db/schema';
import { dispatchMail } from '../mail/outbox';
import { AGREEMENT_REPLACED, agreementInForce } from './agreements';
import { placePreorder, toPreorder } from './preorders';
import { memberWriter } from './sales/actor';
import { appendAudit } from './sales/audit';

// 接受報價 (issue 38): the buyer accepts an issued version of a quote before it expires, and the pre-order is
// made at the quoted price (the version's lines and discount, as issued; a price list that takes effect
// later does not change it) for the dealer the buyer asked. The quote's number goes with the pre-order.

export interface AcceptAnswer {
  status: 200 | 201;
  data: PreorderDetail;
}

/** POST /order/quote/v1/{uuid}/accept. Accepting the same version again answers the pre-order it made. */
export async function acceptQuote(db: Db, memberId: string, quoteId: string, input: QuoteAcceptInput): Promise<AcceptAnswer> {
  const answer = await db.transaction(async (tx): Promise<AcceptAnswer> => {
    // The quote's row is locked: two accepts of one quote (two tabs, two people) are made one after the other.
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.memberId, memberId)))
      .for('update');
    if (!quote) throw notFound();
    const versions = await tx
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quoteId), inArray(quoteVersions.status, BUYER_SEES)))
      .orderBy(asc(quoteVersions.version));
    const wanted = versions.find((version) => version.version === input.version);
    if (!wanted) throw notFound();
    const quoteRef = { number: quote.number, version: wanted.version };

    const accepted = versions.find((version) => version.status === 'accepted');
    if (accepted?.preorderId) {
      const [made] = await tx.select().from(preorders).where(eq(preorders.id, accepted.preorderId));
      if (accepted.id === wanted.id) return { status: 200, data: toPreorder(made, null, quoteRef) };
      throw new ApiFailure('Q00003', {
        message: `此報價單已接受${quoteVersionLabel(accepted.version)}（預購單 ${made.number}），無法再接受其他版本`,
      });
    }
    const latest = versions[versions.length - 1].version;
    const standing = versionStanding(wanted, latest, taipeiToday());
    if (standing === 'superseded') {
      throw new ApiFailure('Q00003', {
        message: `經銷商已提出較新的${quoteVersionLabel(latest)}報價，${quoteVersionLabel(wanted.version)}不能再接受；請檢視最新版本`,
      });
    }
    if (standing === 'expired') {
      throw new ApiFailure('Q00003', { message: `此報價的有效期限到 ${wanted.validUntil} 為止，已無法接受；請向經銷商索取新的報價` });
    }
    if ((await agreementInForce(tx)) !== input.agreementVersion) throw new ApiFailure('O00001', { message: AGREEMENT_REPLACED });

    // The version's price at the prices of its day, less its discount: a list that takes effect later changes nothing.
    const listed = wanted.price as PriceBreakdown;
    const total = listed.total - wanted.discount;
    const quoted: PriceBreakdown = {
      ...listed,
      ...(wanted.discount > 0 && { discount: wanted.discount }),
      total,
      deposit: depositFor(total),
    };
    const row = await placePreorder(tx, memberId, {
      familyId: quote.familyId,
      configuration: quote.configuration as FrozenConfiguration,
      price: quoted,
      agreementVersion: input.agreementVersion,
      dealerCode: quote.dealerCode,
    });
    await tx.update(quoteVersions).set({ status: 'accepted', preorderId: row.id }).where(eq(quoteVersions.id, wanted.id));
    await tx.update(quotes).set({ status: 'accepted', updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, memberId));
    await appendAudit(tx, memberWriter(buyer.name), {
      action: 'quote.accept',
      recordKind: 'quote',
      recordId: quote.id,
      recordNumber: quote.number,
      after: { 版本: `第 ${wanted.version} 版`, 預購單: row.number, 報價車價: quoted.total },
    });
    return { status: 201, data: toPreorder(row, null, quoteRef) };
  });
  dispatchMail();
  return answer;
}
