import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { taipeiToday } from '@/lib/format/dates';
import {
  FINANCING_LABELS,
  QUOTE_VERSION_STANDING_LABELS,
  QUOTE_VERSION_STATUS_LABELS,
  quoteVersionLabel,
  quoteVersionNumber,
  type FinancingChoice,
} from '@/lib/purchase/quote-terms';
import type { PriceBreakdown } from '@/lib/sale/pricing';
import { buyerSees, versionStanding } from '@/lib/sale/quote-versions';
import type { BuyerQuoteVersion, QuoteDetail } from '@/lib/schemas/quote-data';
import type { StaffQuoteVersion } from '@/lib/schemas/staff-quotes';
import type { Executor } from '../db/client';
import { quoteVersions } from '../db/quote-schema';
import { staffAccounts } from '../db/staff-schema';

// A quote's formal versions as they are read: the buyer's (issued and accepted only, each with where it
// stands) and the console's (every one, with the manager's decision).

type VersionRow = typeof quoteVersions.$inferSelect;
type Named = { row: VersionRow; issuer: string; decider: string | null };

const FINANCING_FIELDS = { downPayment: null, months: null, annualRatePercent: null, residual: null };

/** The financing as stored (the choice and its estimate), with every term present (null where the kind has none). */
export function financingOf(stored: unknown): QuoteDetail['financing'] {
  const { estimate, ...terms } = stored as FinancingChoice & { estimate: QuoteDetail['financing']['estimate'] };
  return { ...FINANCING_FIELDS, ...terms, label: FINANCING_LABELS[terms.kind], estimate };
}

const decider = alias(staffAccounts, 'decider');

/** Every version of the quote, newest first, with the names of who issued and who decided it. */
export async function versionRows(db: Executor, quoteId: string): Promise<Named[]> {
  return db
    .select({ row: quoteVersions, issuer: staffAccounts.name, decider: decider.name })
    .from(quoteVersions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, quoteVersions.issuedBy))
    .leftJoin(decider, eq(decider.id, quoteVersions.decidedBy))
    .where(eq(quoteVersions.quoteId, quoteId))
    .orderBy(desc(quoteVersions.version));
}

/** The highest version the buyer sees; 0 when there is none. */
export const latestIssued = (rows: readonly { row: Pick<VersionRow, 'status' | 'version'> }[]) =>
  Math.max(0, ...rows.filter(({ row }) => buyerSees(row.status)).map(({ row }) => row.version));

const shared = (quoteNumber: string, { row, issuer }: Named) => ({
  version: row.version,
  number: quoteVersionNumber(quoteNumber, row.version),
  label: quoteVersionLabel(row.version),
  salesperson: issuer,
  discount: row.discount,
  note: row.note,
  validUntil: row.validUntil,
  price: row.price as PriceBreakdown,
  costs: row.costs as BuyerQuoteVersion['costs'],
  financing: financingOf(row.financing),
  total: row.total,
  createdAt: row.createdAt.toISOString(),
});

/** The versions the buyer sees, newest first, each current, superseded or expired today (Taipei). */
export async function buyerVersions(
  db: Executor,
  quote: { id: string; number: string },
  today = taipeiToday(),
): Promise<BuyerQuoteVersion[]> {
  const rows = await versionRows(db, quote.id);
  const latest = latestIssued(rows);
  return rows
    .filter(({ row }) => buyerSees(row.status))
    .map((named) => {
      const standing = versionStanding(named.row, latest, today);
      return {
        ...shared(quote.number, named),
        status: named.row.status as BuyerQuoteVersion['status'],
        standing,
        standingLabel: QUOTE_VERSION_STANDING_LABELS[standing],
      };
    });
}

/** Every version as the console shows it, newest first. */
export function staffVersions(quoteNumber: string, rows: Named[], today = taipeiToday()): StaffQuoteVersion[] {
  const latest = latestIssued(rows);
  return rows.map((named) => ({
    ...shared(quoteNumber, named),
    status: named.row.status,
    statusLabel: QUOTE_VERSION_STATUS_LABELS[named.row.status],
    issuedById: named.row.issuedBy,
    standingLabel: buyerSees(named.row.status) ? QUOTE_VERSION_STANDING_LABELS[versionStanding(named.row, latest, today)] : null,
    decidedBy: named.decider,
    decidedAt: named.row.decidedAt?.toISOString() ?? null,
    refusalReason: named.row.refusalReason,
  }));
}
