import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './schema';

/**
 * A member's saved configurations (我的配置), at most SAVED_CONFIGURATION_LIMIT each: a name and what a
 * share link carries (the family in its path, the configuration in `code`, lib/configurator/share.ts).
 * The family is not a foreign key: a configuration outlives its family's withdrawal and says so.
 */
export const savedConfigurations = pgTable(
  'saved_configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    name: text('name').notNull(),
    /** The share link's `?c=` text: ids, quantity and the amounts the catalog asked when it was saved. */
    code: text('code').notNull(),
    /** Raised by every rename; a rename or deletion sent with an older one is refused (S00409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_configurations_member_idx').on(t.memberId, t.createdAt)],
);
