import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactKind, DateMoveReason } from '../../staff/pipeline';
import { createdAt } from './columns';
import { contracts, deliveryMilestones, preorders } from './schema';
import { staffAccounts } from './staff-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

// ── The pipeline's history ──────────────────────────────────────────────

/** A call, visit or message to the member about a pre-order, with what comes next. */
export const preorderContacts = pgTable(
  'preorder_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    preorderId: uuid('preorder_id')
      .notNull()
      .references(() => preorders.id),
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    kind: text('kind').$type<ContactKind>().notNull(),
    note: text('note').notNull(),
    nextStep: text('next_step').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('preorder_contacts_preorder_idx').on(t.preorderId)],
);

/** Every move of a milestone's planned date, with its reason: the member sees each one. */
export const milestoneDateChanges = pgTable(
  'milestone_date_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => deliveryMilestones.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    oldDate: at('old_date'),
    newDate: at('new_date').notNull(),
    reason: text('reason').$type<DateMoveReason>().notNull(),
    reasonText: text('reason_text').notNull().default(''),
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('milestone_date_changes_contract_idx').on(t.contractId)],
);
