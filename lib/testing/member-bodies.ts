// The registration bodies the tests and npm run scale:check send: an individual with a valid 身分證字號 in
// 臺北市中正區, and an enterprise with a valid 統一編號 in 高雄市. Plain data, for Playwright's specs and tsx's scripts alike.

export const individualBody = (email: string, password = 'Blue-Truck-Harbor-88') => ({
  memberType: 'individual' as const,
  email,
  password,
  agreeTerms: true as const,
  name: '張測試',
  idNumber: 'F131104093',
  mobile: '0987654321',
  cityId: '01',
  townId: '0101',
  address: '忠孝西路一段 1 號',
});

export const enterpriseBody = (email: string, password = 'Blue-Truck-Harbor-88') => ({
  memberType: 'enterprise' as const,
  email,
  password,
  agreeTerms: true as const,
  companyName: '測試運輸有限公司',
  ubn: '04595257',
  contactName: '李測試',
  contactTitle: '採購',
  phone: '02-2345-6789',
  mobile: '0911222333',
  cityId: '16',
  townId: '1601',
  address: '中山一路 1 號',
});
