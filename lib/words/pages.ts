// The names of the site's sections and of the staff console's pages, as menus, titles and links show them
// (one owner; lib/site/sections.ts and lib/staff/console-pages.ts pair them with their paths).

export const VEHICLE_OWNER = '成為車主';
export const ORDER_GUIDE = '購車流程';
export const NEWS = '最新消息';
export const MAGAZINE = '客戶雜誌';
export const DEALERS = '服務據點';
export const MAGAZINE_ISSUES = '歷期雜誌';
export const PRIVACY_POLICY = '隱私權政策';
export const TERMS_OF_SERVICE = '服務條款';
export const CONTACT_US = '聯絡我們';
export const SITE_MAP = '網站導覽';
export const BREADCRUMB = '頁面位置';
export const HOME = '首頁';

export const MY_ACCOUNT = '我的帳號';
