import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PointService, WeeklyHours } from '../../dealers/points';
import { createdAt } from './columns';
import { dealers } from './staff-schema';

/**
 * The dealers' sales and service points (據點), public on /dealers. The city and town are named as the
 * address data names them (lib/server/seed), as `dealers.cities` does, so the points need no seeded towns.
 */
export const dealerPoints = pgTable(
  'dealer_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The point's address on the site: /dealers/{slug}. */
    slug: text('slug').notNull().unique(),
    dealerCode: text('dealer_code')
      .notNull()
      .references(() => dealers.code),
    name: text('name').notNull(),
    city: text('city').notNull(),
    town: text('town').notNull(),
    /** The street address after the city and town. */
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    services: jsonb('services').$type<PointService[]>().notNull(),
    hours: jsonb('hours').$type<WeeklyHours>().notNull(),
    opensOnHolidays: boolean('opens_on_holidays').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealer_points_city_idx').on(t.city, t.town)],
);
