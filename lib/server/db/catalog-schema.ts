import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PricedKind } from '../../catalog/priced-items';
import { createdAt, money } from './columns';
import { vehicleFamilies } from './schema';
import { staffAccounts } from './staff-schema';

// Dated prices (issue 20): headquarters sets new prices of a family's vehicles, paints and parts from a
// day on. The price in force of an item is the one of the latest list in force that names it, else
// the price it was entered with (services/prices-in-force.ts); every list stays, as the history.

export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => vehicleFamilies.id),
    name: text('name').notNull(),
    /** Midnight in Taipei of the day it takes effect. */
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** A list called off before its day: it never takes effect, and stays in the history. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('price_lists_family_idx').on(t.familyId, t.effectiveFrom)],
);

export const priceListEntries = pgTable(
  'price_list_entries',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id),
    itemKind: text('item_kind').$type<PricedKind>().notNull(),
    /** A vehicle's, a paint material's or a part's id. */
    itemId: uuid('item_id').notNull(),
    price: money('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.itemId] }),
    index('price_list_entries_item_idx').on(t.itemId),
    check('price_list_entries_kind_check', sql`${t.itemKind} in ('vehicle', 'material', 'part')`),
    check('price_list_entries_price_check', sql`${t.price} >= 0`),
  ],
);
