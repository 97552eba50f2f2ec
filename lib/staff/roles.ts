// The staff console's roles (issue 18): who sees which records and may do what. The rule lives here
// once; the server enforces it on every call and the console hides what a role may not do.

export const STAFF_ROLES = ['dealer_sales', 'dealer_manager', 'hq_sales', 'marketing', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  dealer_sales: '經銷業務',
  dealer_manager: '經銷主管',
  hq_sales: '總公司業務',
  marketing: '行銷',
  admin: '管理員',
};

/** Roles that belong to one dealer and see only its records. */
export const DEALER_ROLES: readonly StaffRole[] = ['dealer_sales', 'dealer_manager'];
export const isDealerRole = (role: StaffRole) => DEALER_ROLES.includes(role);

/** Which records a role reaches: 'dealer' its own dealer's, 'all' every dealer's, 'none' no sales data. */
export type SalesReach = 'dealer' | 'all' | 'none';
export const SALES_REACH: Record<StaffRole, SalesReach> = {
  dealer_sales: 'dealer',
  dealer_manager: 'dealer',
  hq_sales: 'all',
  marketing: 'none',
  admin: 'all',
};

export type StaffAction =
  | 'read-records' // the pre-order and contract lists and records within reach
  | 'work-records' // log contacts, mark contacting, cancel, convert, sign, deposit, milestones
  | 'assign-within-dealer'
  | 'reassign-dealer'
  | 'manage-staff'
  | 'read-audit'
  | 'edit-content' // news and the magazine (issue 20)
  | 'upload-media' // pictures for news, the magazine and the families, and the library of them (issue 20)
  | 'edit-catalog' // families, prices, what is on sale (issue 20)
  | 'edit-points' // the dealers' sales and service points and their hours (issue 38)
  | 'decide-quote-discounts'; // approve or refuse a quote's discount above the dealer's limit, and set that limit (issue 38)

const ALLOWED: Record<StaffRole, readonly StaffAction[]> = {
  dealer_sales: ['read-records', 'work-records'],
  dealer_manager: ['read-records', 'work-records', 'assign-within-dealer', 'decide-quote-discounts'],
  hq_sales: ['read-records', 'work-records', 'assign-within-dealer', 'reassign-dealer', 'edit-catalog', 'upload-media', 'edit-points'],
  marketing: ['edit-content', 'upload-media'],
  admin: ['read-records', 'manage-staff', 'read-audit', 'edit-catalog', 'upload-media', 'edit-points', 'decide-quote-discounts'],
};

export const may = (role: StaffRole, action: StaffAction) => ALLOWED[role].includes(action);
