// The staff console's words for its accounts, sessions, audit trail and catalog edits, shared by its
// views, lib/staff and the services that write the audit (one owner).

export const END_ALL_SESSIONS = '結束所有登入';
export const ACCOUNT_DISABLED = '已停用';
export const SESSION_ENDED = '已結束';
export const ROW_ACTIONS = '操作';
export const AUDIT_ACTION = '動作';
export const AUDIT_RECORD = '紀錄';
export const BEFORE_CHANGE = '變更前';
export const AFTER_CHANGE = '變更後';
export const NEW_FAMILY = '新增車系';
export const EDIT_PART_RULES = '修改配件與選配規則';
export const EDIT_COLOR_WORDS = '修改顏色與烤漆名稱';
export const CHOOSE_PICTURE = '請選擇圖檔';
export const VERSION_CODE_TAKEN = '這個版本代號已經用過，請換一個';
export const DEALER_NOT_FOUND = '找不到這個經銷商';
export const UNDATED = '（未填日期）';

/** A list's place among its pages: 第 2 / 5 頁，共 93 筆. */
export const pageOfTotal = (page: number, pages: number, total: number) => `第 ${page} / ${pages} 頁，共 ${total} 筆`;
