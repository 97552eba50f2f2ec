import 'server-only';
import type { AuditNames } from '@/lib/staff/audit-fields';
import type { Executor } from '../../db/client';
import { dealers, staffAccounts } from '../../db/staff-schema';

/** The names the audit's codes stand for: every dealer's and every staff member's (a few dozen rows). */
export async function auditNames(db: Executor): Promise<AuditNames> {
  const [dealerRows, staffRows] = await Promise.all([
    db.select({ code: dealers.code, name: dealers.name }).from(dealers),
    db.select({ id: staffAccounts.id, name: staffAccounts.name }).from(staffAccounts),
  ]);
  return {
    dealers: Object.fromEntries(dealerRows.map((row) => [row.code, row.name])),
    staff: Object.fromEntries(staffRows.map((row) => [row.id, row.name])),
  };
}
