import 'server-only';
import type { StaffRole } from '@/lib/staff/roles';
import type { StaffContext } from '../../auth/staff-sessions';

/**
 * Who makes a change: a signed-in staff member, or the shell (`npm run staff`), which the server's
 * operator runs and which therefore reaches every record, as headquarters does.
 */
export interface Actor {
  staffId: string | null;
  name: string;
  role: StaffRole;
  dealerCode: string | null;
}

export const SHELL: Actor = { staffId: null, name: '系統指令（npm run staff）', role: 'hq_sales', dealerCode: null };
/** The hourly housekeeping (services/housekeeping.ts), deleting what nobody uses any more. */
export const HOUSEKEEPING: Actor = { staffId: null, name: '系統（定期清理）', role: 'admin', dealerCode: null };
/** The shell creating the first administrator. */
export const SHELL_ADMIN: Actor = { ...SHELL, role: 'admin' };

/** A member acting on their own pre-order on the site, as the record's history and the audit name them. */
export const memberWriter = (name: string) => ({ staffId: null, name: `會員 ${name}` });

/** Who tried to sign in and failed: nobody known. */
export const NOT_SIGNED_IN = { staffId: null, name: '未登入者' };

/** A staff member acting on their own account (signing in, finishing its set-up). */
export const accountActor = (account: { id: string; name: string; role: StaffRole; dealerCode: string | null }): Actor => ({
  staffId: account.id,
  name: account.name,
  role: account.role,
  dealerCode: account.dealerCode,
});

export const actorOf = (staff: StaffContext): Actor => ({
  staffId: staff.staffId,
  name: staff.name,
  role: staff.role,
  dealerCode: staff.dealerCode,
});
