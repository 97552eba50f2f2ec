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

export const actorOf = (staff: StaffContext): Actor => ({
  staffId: staff.staffId,
  name: staff.name,
  role: staff.role,
  dealerCode: staff.dealerCode,
});
