import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { TRUCK_USE_LABELS, type FinancingChoice, type QuoteVersionStatus, type TruckUse } from '@/lib/purchase/quote-terms';
import type { FrozenConfiguration, PriceBreakdown } from '@/lib/sale/pricing';
import { financingEstimate, type FinancingEstimate } from '@/lib/sale/quotes';
import type { RoadCosts } from '@/lib/sale/road-costs';
import { notFound } from '../core/api-failure';
import type { Executor } from '../db/client';
import { dealerPoints } from '../db/dealer-schema';
import { quotes, quoteVersions } from '../db/quote-schema';
import { members } from '../db/schema';
import { dealers, staffAccounts } from '../db/staff-schema';
import { quoteDocument, type QuoteDocument, type QuoteFacts } from '../pdf/quote-document';

// 報價單's PDF from what the database holds: the dealer's version the buyer asked for (or the latest issued),
// as its salesperson issued it; without one, the site's estimate of the request, marked as an estimate.

/** The versions a buyer sees: the manager has not held them back, nor refused them. */
const SHOWN: QuoteVersionStatus[] = ['issued', 'accepted'];

type StoredFinancing = FinancingChoice & { estimate?: FinancingEstimate | null };

/** The choice stored with the estimate beside it; an estimate not stored is counted again from the price. */
function financingOf(stored: StoredFinancing, price: PriceBreakdown) {
  const { estimate, ...choice } = stored;
  return { financing: choice as FinancingChoice, estimate: estimate ?? financingEstimate(choice as FinancingChoice, price.total) };
}

/** One version of `quoteId` the buyer may see: number `version`, or the latest; none: undefined. */
async function shownVersion(db: Executor, quoteId: string, version: number | undefined) {
  const [row] = await db
    .select({ version: quoteVersions, salesName: staffAccounts.name, salesPhone: staffAccounts.phone })
    .from(quoteVersions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, quoteVersions.issuedBy))
    .where(
      and(
        eq(quoteVersions.quoteId, quoteId),
        inArray(quoteVersions.status, SHOWN),
        version === undefined ? undefined : eq(quoteVersions.version, version),
      ),
    )
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  return row;
}

/**
 * GET /order/quote/v1/{uuid}/pdf: one of the member's quotes as its PDF shows it: `version` (issued or
 * accepted), else the latest such version, else the request's estimate. Another member's quote, or a
 * version the buyer does not see, is N00404.
 */
export async function memberQuoteDocument(db: Executor, memberId: string, id: string, version?: number): Promise<QuoteDocument> {
  const [row] = await db
    .select({
      quote: quotes,
      pointName: dealerPoints.name,
      zip: dealerPoints.zip,
      city: dealerPoints.city,
      town: dealerPoints.town,
      street: dealerPoints.street,
      pointPhone: dealerPoints.phone,
      dealerName: dealers.name,
      buyerName: members.name,
      companyName: members.companyName,
    })
    .from(quotes)
    .innerJoin(dealerPoints, eq(dealerPoints.id, quotes.pointId))
    .innerJoin(dealers, eq(dealers.code, quotes.dealerCode))
    .innerJoin(members, eq(members.id, quotes.memberId))
    .where(and(eq(quotes.id, id), eq(quotes.memberId, memberId)));
  if (!row) throw notFound();
  const { quote } = row;
  const issued = await shownVersion(db, quote.id, version);
  if (version !== undefined && !issued) throw notFound();

  const configuration = quote.configuration as FrozenConfiguration;
  const price = (issued?.version.price ?? quote.price) as PriceBreakdown;
  const facts: QuoteFacts = {
    number: quote.number,
    version: issued
      ? {
          number: issued.version.version,
          // A discount the manager approved is issued when approved.
          issuedAt: issued.version.decidedAt ?? issued.version.createdAt,
          validUntil: issued.version.validUntil,
          note: issued.version.note,
          salesperson: { name: issued.salesName, phone: issued.salesPhone },
        }
      : null,
    requestedAt: quote.createdAt,
    dealer: {
      name: row.dealerName,
      pointName: row.pointName,
      address: `${row.zip} ${row.city}${row.town}${row.street}`,
      phone: row.pointPhone,
    },
    // An enterprise buys as its company.
    buyerName: row.companyName || row.buyerName,
    use: TRUCK_USE_LABELS[quote.use as TruckUse],
    plateDay: quote.plateDay,
    familyName: configuration.family.name,
    color: `${configuration.color.name}（${configuration.colorMaterial.name}）`,
    price,
    costs: (issued?.version.costs ?? quote.costs) as RoadCosts,
    total: issued?.version.total ?? quote.total,
    ...financingOf((issued?.version.financing ?? quote.financing) as StoredFinancing, price),
  };
  return quoteDocument(facts);
}
