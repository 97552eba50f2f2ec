import type { StaffRole } from '@/lib/staff/roles';

/**
 * The demo staff accounts printed in the README, one per role and the northern and southern dealers'
 * sales: DEMO ONLY. Their password and authenticator secrets are public; they exist only where the
 * demo data is seeded (the embedded default, or `npm run db:seed`), never on a real database.
 */
export const DEMO_STAFF_PASSWORD = 'Tailan-Staff-Demo-2026';

export const DEMO_STAFF: ReadonlyArray<{
  email: string;
  name: string;
  phone: string;
  role: StaffRole;
  dealerCode: string | null;
  /** Base32 TOTP secret, public for the demo. */
  totpSecret: string;
}> = [
  {
    email: 'admin@staff.tailan-trucks.example',
    name: '系統管理員',
    phone: '02-2700-0000',
    role: 'admin',
    dealerCode: null,
    totpSecret: 'JBSWY3DPEHPK3PXPADMINDEMOSTAFFAA',
  },
  {
    email: 'hq.sales@staff.tailan-trucks.example',
    name: '周怡君',
    phone: '02-2700-1000',
    role: 'hq_sales',
    dealerCode: null,
    totpSecret: 'JBSWY3DPEHPK3PXPHQSALESDEMOSTAFF',
  },
  {
    email: 'marketing@staff.tailan-trucks.example',
    name: '郭雅婷',
    phone: '02-2700-2000',
    role: 'marketing',
    dealerCode: null,
    totpSecret: 'JBSWY3DPEHPK3PXPMARKETINGDEMOSTF',
  },
  {
    email: 'north.manager@staff.tailan-trucks.example',
    name: '吳建宏',
    phone: '03-4835-6601',
    role: 'dealer_manager',
    dealerCode: 'north',
    totpSecret: 'JBSWY3DPEHPK3PXPNORTHMANAGERDEMO',
  },
  {
    email: 'north.sales@staff.tailan-trucks.example',
    name: '張家豪',
    phone: '03-4835-6602',
    role: 'dealer_sales',
    dealerCode: 'north',
    totpSecret: 'JBSWY3DPEHPK3PXPNORTHSALESDEMOST',
  },
  {
    email: 'south.sales@staff.tailan-trucks.example',
    name: '黃志偉',
    phone: '07-821-3302',
    role: 'dealer_sales',
    dealerCode: 'south',
    totpSecret: 'JBSWY3DPEHPK3PXPSOUTHSALESDEMOST',
  },
];

/** The demo staff member of a role (and dealer, for the dealers' roles). */
export function demoStaffOf(role: StaffRole, dealerCode: string | null = null) {
  const found = DEMO_STAFF.find((staff) => staff.role === role && staff.dealerCode === dealerCode);
  if (!found) throw new Error(`no demo staff member is ${role}${dealerCode ? ` of ${dealerCode}` : ''}`);
  return found;
}
