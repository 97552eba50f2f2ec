import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { PreorderDetail } from '@/lib/sale/purchases';
import type { Executor } from '../db/client';
import { quotes, quoteVersions } from '../db/quote-schema';

// Which quote a pre-order was accepted from (issue 38), for the pre-order, its contract and its timeline.

/** The quote each of these pre-orders was accepted from, by pre-order id (none for most). */
export async function quotesOfPreorders(db: Executor, preorderIds: string[]): Promise<Map<string, NonNullable<PreorderDetail['quote']>>> {
  if (preorderIds.length === 0) return new Map();
  const rows = await db
    .select({ preorderId: quoteVersions.preorderId, number: quotes.number, version: quoteVersions.version })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(inArray(quoteVersions.preorderId, preorderIds));
  return new Map(rows.map(({ preorderId, ...ref }) => [preorderId!, ref]));
}
