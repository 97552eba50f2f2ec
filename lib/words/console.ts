// Words only the staff console (and the server's answers to it) use, apart from the site's modules:
// a module reaches a page whole, so a page of the site would otherwise carry the console's words.

import { CONTRACT } from './purchase';

// Beside lib/words/actions.ts.
export const SAVE_DRAFT = '儲存草稿';
export const DRAFT_SAVED = '已儲存草稿';
export const PREVIEW = '預覽';
export const EDIT = '編輯';

// Beside lib/words/pages.ts.
export const STAFF_CONSOLE = '作業系統';
export const STAFF_CATALOG = '車系型錄';
export const STAFF_AGREEMENTS = '預購須知';
export const STAFF_CONTRACT_TERMS = '合約條款';
/** The fees on the road the quote's estimate adds (issue 38). */
export const STAFF_ROAD_FEES = '報價費用';
export const STAFF_AUDIT = '稽核紀錄';
export const STAFF_ACCOUNTS = '員工帳號';
export const STAFF_SESSIONS = '登入中的工作階段';
export const STAFF_SIGN_IN = '員工登入';
export const STAFF_SETUP = '設定員工帳號';

// Beside lib/words/people.ts.
export const SALES = '業務';
export const UNASSIGNED = '尚未指派';
export const ASSIGNMENT_UPDATED = '已更新指派';
export const MOBILE = '手機';
export const ROLE = '角色';
export const STATUS = '狀態';

// Beside lib/words/purchase.ts.
export const CONVERT_TO_CONTRACT = '轉為合約';
export const CREATED_DATE = '建立日期';
export const TOTAL = '總價';
export const PAYMENT_METHOD = '付款方式';
export const RECEIVED_DATE = '收款日期';
export const BALANCE_RECEIVED = '收到尾款';
export const RECORD_CONTACT = '記錄聯繫';
export const SIGN_AND_DEPOSIT = '記錄簽約與訂金';
export const COMPLETED_DATE = '完成日期';
export const PLANNED_DATE = '預計日期';
export const contractNamed = (number: string) => `${CONTRACT} ${number}`;
/** The staff console's answer when a record is not there or not the signed-in staff's to see. */
export const notFoundForStaff = (named: string) => `找不到${named}，或不在您負責的範圍內。`;

// Beside lib/words/vehicle.ts.
/** The kind of a part fitted locally (原廠配件 is the other kind); 在地加裝 names the step that adds them. */
export const LOCAL_PART = '在地配件';
export const COLOR_CODE = '色碼';
export const ON_SALE = '販售中';
export const OFF_SALE = '停售';
export const OFF_SALE_MARK = '（停售）';
export const ONE_OF_GROUP = '擇一組';
export const MIN_WHEELBASE = '適用最短軸距（mm）';
export const ONE_PER_GROUP_HINT = '同組配件只能選一個；留白表示無';
export const ANY_WHEELBASE_HINT = '留白表示各種軸距都適用';
