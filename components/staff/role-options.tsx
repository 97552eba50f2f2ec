import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@/lib/staff/roles';

/** The staff roles as the options of a select, in the policy's order and words. */
export function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {STAFF_ROLE_LABELS[role]}
    </option>
  ));
}
