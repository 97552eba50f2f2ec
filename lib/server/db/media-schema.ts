import { customType, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaFormat } from '../../content/media-path';
import { createdAt } from './columns';
import { staffAccounts } from './staff-schema';

// Pictures the editors upload (issue 20), kept in the database that every instance reads: re-encoded,
// without metadata, named by their content (lib/content/media-path.ts).

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const media = pgTable('media', {
  /** The file name: hash, size and extension. */
  name: text('name').primaryKey(),
  format: text('format').$type<MediaFormat>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  /** The words its latest upload gave it (the library offers them); each use carries its own. */
  alt: text('alt').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** Since when housekeeping has found nothing pointing at it; null while something does (services/media-sweep.ts). */
  unreferencedSince: timestamp('unreferenced_since', { withTimezone: true }),
  /** Where its subject is, in % from the left and the top (lib/content/picture-focus.ts): frames are cut around it. */
  focusX: smallint('focus_x').notNull().default(50),
  focusY: smallint('focus_y').notNull().default(50),
});
