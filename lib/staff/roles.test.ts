import { isDealerRole, may, SALES_REACH, STAFF_ROLES, type StaffAction } from './roles';

describe('who may do what in the staff console', () => {
  const table: Record<StaffAction, string[]> = {
    'read-records': ['dealer_sales', 'dealer_manager', 'hq_sales', 'admin'],
    'work-records': ['dealer_sales', 'dealer_manager', 'hq_sales'],
    'assign-within-dealer': ['dealer_manager', 'hq_sales'],
    'reassign-dealer': ['hq_sales'],
    'manage-staff': ['admin'],
    'read-audit': ['admin'],
    'edit-content': ['marketing'],
    'edit-catalog': ['hq_sales', 'admin'],
    'upload-media': ['hq_sales', 'marketing', 'admin'],
    'edit-points': ['hq_sales', 'admin'],
    'decide-quote-discounts': ['dealer_manager', 'admin'],
  };
  it.each(Object.entries(table))('%s: only %j', (action, roles) => {
    expect(STAFF_ROLES.filter((role) => may(role, action as StaffAction))).toEqual(roles);
  });

  it('marketing reaches no sales data; the dealer roles their own dealer; headquarters and the administrator every dealer', () => {
    expect(SALES_REACH).toEqual({ dealer_sales: 'dealer', dealer_manager: 'dealer', hq_sales: 'all', marketing: 'none', admin: 'all' });
    expect(STAFF_ROLES.filter(isDealerRole)).toEqual(['dealer_sales', 'dealer_manager']);
  });
});
