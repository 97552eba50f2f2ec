import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_NOTICE_PREFS, type OptionalNotice } from '@/lib/notice-prefs';
import type { Executor } from '../../db/client';
import { members } from '../../db/schema';
import { queueNotice } from '../../mail/outbox';
import type { MailMessage } from '../../mail/templates';
import type { Recipient } from '../../mail/purchase-notices';

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
