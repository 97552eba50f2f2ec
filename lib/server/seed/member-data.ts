/** The demo accounts printed in the README; all three share one password. */
export const DEMO_PASSWORD = 'Tailan-Demo-2026';

export const DEMO_MEMBERS = [
  {
    memberType: 'individual' as const,
    email: 'wang.xiaoming@example.com',
    name: '王小明',
    idNumber: 'A123456789',
    mobile: '0912345678',
    city: '臺北市',
    town: '中正區',
    address: '重慶南路一段 122 號 5 樓',
  },
  {
    memberType: 'enterprise' as const,
    email: 'fleet@shunda-logistics.example.com',
    name: '陳志明',
    companyName: '順達物流股份有限公司',
    ubn: '12345675',
    contactName: '陳志明',
    contactTitle: '車隊經理',
    phone: '03-4567-890',
    mobile: '0922333444',
    city: '桃園市',
    town: '桃園區',
    address: '中正路 1000 號',
  },
  {
    // An account moved over from the old system: it must choose a new password first (L00004).
    memberType: 'individual' as const,
    email: 'lin.meihua@example.com',
    name: '林美華',
    idNumber: 'B223456782',
    mobile: '0933111222',
    city: '臺中市',
    town: '中區',
    address: '台灣大道一段 1 號',
    mustChangePassword: true,
  },
];

/**
 * Accounts for the browser tests, written only for them: a forced password change (L00004) can be
 * done once per account, so each viewport of the run has its own.
 */
export const E2E_MEMBERS = (['mobile', 'desktop'] as const).map((project) => ({
  memberType: 'individual' as const,
  email: `forced.${project}@example.test`,
  name: '測試帳號',
  idNumber: 'F131104093',
  mobile: '0911222333',
  city: '臺北市',
  town: '中正區',
  address: '測試路 1 號',
  mustChangePassword: true,
}));
