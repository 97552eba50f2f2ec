import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PointService, WeeklyHours } from '../../dealers/points';
import type { LicenceClass } from '../../test-drive/licence';
import type { TestDriveStatus } from '../../test-drive/booking-rules';
import { createdAt } from './columns';
import { members, vehicleFamilies, vehicles } from './schema';
import { dealers, staffAccounts } from './staff-schema';

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
    /** Test trucks the point keeps of each family, so drives of one family it takes in one slot; none: no test drives. */
    testDriveTrucks: integer('test_drive_trucks').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealer_points_city_idx').on(t.city, t.town)],
);

/**
 * 預約試乘: a drive of one family at a point in a one-hour slot (lib/test-drive/slots.ts). A booking holds
 * its place from the start: while pending only until `holdUntil` (its mailed link confirms it), then
 * until cancelled. One live link at a time: `tokenHash` (sha256) of the link last mailed, single-use.
 */
export const testDrives = pgTable(
  'test_drives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the person and the console call it: TD + the Taipei day it was booked + six digits. */
    number: text('number').notNull().unique(),
    pointId: uuid('point_id')
      .notNull()
      .references(() => dealerPoints.id),
    /** The point's dealer, whose staff see the booking. */
    dealerCode: text('dealer_code')
      .notNull()
      .references(() => dealers.code),
    familyId: uuid('family_id')
      .notNull()
      .references(() => vehicleFamilies.id),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<TestDriveStatus>().notNull().default('pending'),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    licence: text('licence').$type<LicenceClass>().notNull(),
    memberId: uuid('member_id').references(() => members.id),
    /** Until when an unconfirmed booking holds its place. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** Raised by every new calendar file (the .ics SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    assigneeId: uuid('assignee_id').references(() => staffAccounts.id),
    calledBackAt: timestamp('called_back_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_drives_slot_idx').on(t.pointId, t.familyId, t.startsAt),
    index('test_drives_mobile_idx').on(t.mobile, t.startsAt),
    index('test_drives_email_idx').on(t.email, t.startsAt),
    index('test_drives_dealer_idx').on(t.dealerCode, t.startsAt),
  ],
);
