import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuoteStatus, RoadFeeKind } from '../../purchase/quote-terms';
import { createdAt, money } from './columns';
import { dealerPoints } from './dealer-schema';
import { members, vehicleFamilies } from './schema';
import { dealers } from './staff-schema';

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
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
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
  (t) => [index('quotes_member_idx').on(t.memberId, t.createdAt), index('quotes_dealer_idx').on(t.dealerCode, t.status, t.createdAt)],
);

/** The fees headquarters keeps for the estimate: one row a kind, per truck, with where the amount comes from. */
export const roadFees = pgTable('road_fees', {
  kind: text('kind').$type<RoadFeeKind>().primaryKey(),
  amount: money('amount').notNull(),
  basis: text('basis').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
