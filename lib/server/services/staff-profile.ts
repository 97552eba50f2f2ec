import 'server-only';
import type { StaffContext } from '../auth/staff-sessions';

/** The signed-in staff member as the console shows them. */
export const staffProfile = (staff: StaffContext) => ({
  uuid: staff.staffId,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  dealerCode: staff.dealerCode,
});
