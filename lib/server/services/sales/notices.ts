import 'server-only';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { DEFAULT_NOTICE_PREFS, type OptionalNotice } from '@/lib/purchase/notice-prefs';
import type { FrozenConfiguration } from '@/lib/sale/pricing';
import { DEFAULT_STAFF_NOTICE_PREFS } from '@/lib/staff/notice-prefs';
import { DEALER_ROLES } from '@/lib/staff/roles';
import type { Executor, Tx } from '../../db/client';
import { members, preorders } from '../../db/schema';
import { staffAccounts } from '../../db/staff-schema';
import type { PreorderForStaff, StaffRecipient } from '../../mail/preorder-staff-mail';
import { dispatchMail, queueNotice } from '../../mail/outbox';
import type { MailMessage } from '../../mail/templates';
import type { Recipient } from '../../mail/purchase-notices';

/**
 * A staff change in its transaction, then the kick for the notices it queued: they leave once it commits.
 * The one place the console's changes send mail (the route handlers only answer).
 */
export async function inTransactionThenMail<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  dispatchMail();
  return result;
}

/**
 * Queues the member's mail about a change, in the change's transaction and keyed by its audit entry,
 * so it goes once or not at all. `optional` names the preference that may turn it off; the contract
 * and cancellation mails have none and always go.
 */
export async function notifyMember(
  tx: Executor,
  memberId: string,
  auditId: number,
  optional: OptionalNotice | null,
  build: (to: Recipient) => MailMessage,
): Promise<void> {
  const [member] = await tx
    .select({ email: members.email, name: members.name, prefs: members.noticePrefs })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return;
  // A choice the member never made is the default's (the mail goes), for the check and the mail's words alike.
  const prefs = { ...DEFAULT_NOTICE_PREFS, ...member.prefs };
  if (optional && !prefs[optional]) return;
  // An enterprise's name is its contact person's (registration stores it so).
  await queueNotice(tx, `notice:${auditId}`, build({ email: member.email, name: member.name, prefs }));
}

/**
 * The staff told of a pre-order: the salesperson it is assigned to, or else every active, set-up person of its
 * dealer; or only the dealer's managers (a quote's discount waiting for their decision).
 */
export type StaffAudience = { staffId: string } | { dealerCode: string } | { managersOf: string };

/**
 * Queues a mail to each of the staff in `audience` whose pre-order notices are on (the default), in the
 * change's transaction, once per `key` and person.
 */
export async function notifyStaff(
  tx: Executor,
  audience: StaffAudience,
  key: string,
  build: (to: StaffRecipient) => MailMessage,
): Promise<void> {
  const people = await tx
    .select({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name, prefs: staffAccounts.noticePrefs })
    .from(staffAccounts)
    .where(
      and(
        isNull(staffAccounts.disabledAt),
        // An account whose owner has not yet set it up (or whose sign-in was reset) handles nothing yet.
        isNotNull(staffAccounts.passwordHash),
        'staffId' in audience
          ? eq(staffAccounts.id, audience.staffId)
          : 'managersOf' in audience
            ? and(eq(staffAccounts.dealerCode, audience.managersOf), eq(staffAccounts.role, 'dealer_manager'))
            : and(eq(staffAccounts.dealerCode, audience.dealerCode), inArray(staffAccounts.role, [...DEALER_ROLES])),
      ),
    );
  for (const person of people) {
    if (!{ ...DEFAULT_STAFF_NOTICE_PREFS, ...person.prefs }.preorders) continue;
    await queueNotice(tx, `${key}:${person.id}`, build({ email: person.email, name: person.name }));
  }
}

/** A pre-order as its staff mail tells it: the buyer by name and phone, what was ordered. */
export async function preorderForStaff(
  tx: Executor,
  row: Pick<typeof preorders.$inferSelect, 'number' | 'memberId' | 'quantity' | 'total' | 'configuration'>,
): Promise<PreorderForStaff> {
  const [member] = await tx.select({ name: members.name, mobile: members.mobile }).from(members).where(eq(members.id, row.memberId));
  return {
    number: row.number,
    familyName: (row.configuration as FrozenConfiguration).family.name,
    quantity: row.quantity,
    total: row.total,
    buyer: { name: member?.name ?? '', phone: member?.mobile ?? '' },
  };
}
