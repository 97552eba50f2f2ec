import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuoteStatus, QuoteVersionStatus, RoadFeeKind } from '../../purchase/quote-terms';
import { createdAt, money } from './columns';
import { dealerPoints } from './dealer-schema';
import { members, preorders, vehicleFamilies } from './schema';
import { dealers, staffAccounts } from './staff-schema';

/**
 * 報價單 (issue 38): a buyer's request for a quote from a configuration, with the estimate shown at once
 * (the price on the road and the financing chosen), sent to the dealer of the chosen point as a lead.
 * The configuration, price and estimate are copied as they were, not referenced.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** QT20261129-000001 */
    number: text('number').notNull().unique(),
    /** The member who asked; null for a visitor's request, who left the contact below instead. */
    memberId: uuid('member_id').references(() => members.id),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    contactEmail: text('contact_email'),
    /** A visitor's request counts once its mailed link is opened: the link's token, hashed, and when it was used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => vehicleFamilies.id),
    pointId: uuid('point_id')
      .notNull()
      .references(() => dealerPoints.id),
    dealerCode: text('dealer_code')
      .notNull()
      .references(() => dealers.code),
    status: text('status').$type<QuoteStatus>().notNull().default('requested'),
    quantity: integer('quantity').notNull(),
    configuration: jsonb('configuration').notNull(),
    price: jsonb('price').notNull(),
    /** 自用 or 營業, and the day the plates are expected (the licence tax is counted from it). */
    use: text('use').notNull(),
    plateDay: text('plate_day').notNull(),
    /** What the buyer chose (cash, 分期, 租賃) and the estimate of it. */
    financing: jsonb('financing').notNull(),
    /** The price on the road, line by line (lib/sale/road-costs.ts), and its total. */
    costs: jsonb('costs').notNull(),
    total: money('total').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_member_idx').on(t.memberId, t.createdAt),
    index('quotes_dealer_idx').on(t.dealerCode, t.status, t.createdAt),
    uniqueIndex('quotes_confirm_token_key').on(t.confirmTokenHash),
    check('quotes_member_or_contact', sql`${t.memberId} is not null or ${t.contactEmail} is not null`),
  ],
);

/**
 * A formal quote's versions (issue 38): the dealer's salesperson issues one from a request, with a discount,
 * a valid-until day and a note; every change is a new version and the buyer sees each issued one. A
 * discount above the dealer's limit waits for the manager. Price, costs and financing are copied as issued.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    version: integer('version').notNull(),
    status: text('status').$type<QuoteVersionStatus>().notNull(),
    issuedBy: uuid('issued_by')
      .notNull()
      .references(() => staffAccounts.id),
    discount: money('discount').notNull().default(0),
    note: text('note').notNull().default(''),
    /** The last day it may be accepted (Taipei), no later than the day before the next dated price list. */
    validUntil: text('valid_until').notNull(),
    price: jsonb('price').notNull(),
    costs: jsonb('costs').notNull(),
    financing: jsonb('financing').notNull(),
    total: money('total').notNull(),
    /** The manager's decision on a discount above the limit. */
    decidedBy: uuid('decided_by').references(() => staffAccounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    /** The pre-order made when the buyer accepted it, at its price. */
    preorderId: uuid('preorder_id').references(() => preorders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quote_versions_quote_version_key').on(t.quoteId, t.version),
    uniqueIndex('quote_versions_preorder_key').on(t.preorderId),
  ],
);

/** The fees headquarters keeps for the estimate: one row a kind, per truck, with where the amount comes from. */
export const roadFees = pgTable('road_fees', {
  kind: text('kind').$type<RoadFeeKind>().primaryKey(),
  amount: money('amount').notNull(),
  basis: text('basis').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
