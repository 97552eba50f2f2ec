// The brand lives here alone: rename the portal by editing this module.
export const brand = {
  name: '泰嵐商用車',
  legalName: '泰嵐商用車股份有限公司',
  shortName: '泰嵐',
  latinName: 'Tailan Trucks',
  siteUrl: 'https://www.tailan-trucks.example',
  contactUrl: 'https://www.tailan-trucks.example/contact',
  privacyEmail: 'privacy@tailan-trucks.example',
  copyrightYear: 2023,
} as const;
