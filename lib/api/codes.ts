/** Every code of the API (docs/api.md's catalogue is written from this) with its HTTP status and default Traditional Chinese message. */
export const API_CODES = {
  '00000': { status: 200, message: '成功' },
  L00001: { status: 200, message: '登入成功' },
  L00002: { status: 401, message: '帳號或密碼錯誤' },
  L00003: { status: 429, message: '嘗試次數過多，請稍後再試' },
  L00004: { status: 200, message: '請先變更密碼後再繼續使用' },
  L00005: { status: 403, message: '電子郵件尚未驗證，請完成驗證' },
  L00006: { status: 200, message: '請輸入驗證器 App 上的 6 位數驗證碼' },
  A00001: { status: 401, message: '請先登入' },
  A00005: { status: 401, message: '登入狀態無效，請重新登入' },
  A00009: { status: 401, message: '登入已逾時，請重新登入' },
  C00001: { status: 422, message: '驗證碼錯誤或已過期' },
  C00002: { status: 429, message: '驗證次數或重寄次數過多，請稍後再試' },
  R00429: { status: 429, message: '操作太頻繁，請稍後再試' },
  V00001: { status: 422, message: '資料格式不正確，請檢查標示的欄位' },
  O00001: { status: 422, message: '此配置目前無法訂購，請重新選擇' },
  O00002: { status: 422, message: '此訂單識別碼已用於不同的內容' },
  O00003: { status: 409, message: '相同的訂單正在處理中，請稍候' },
  O00004: { status: 409, message: '這張預購單目前無法取消' },
  T00001: { status: 409, message: '這個時段的試乘車已預約額滿，請選擇其他時段' },
  T00002: { status: 409, message: '同一支手機或同一個電子郵件最多保留 2 筆尚未到來的試乘預約' },
  T00003: { status: 422, message: '此試乘預約連結已使用過或已過期' },
  Q00001: { status: 422, message: '此報價確認連結已使用過或已過期' },
  Q00002: { status: 409, message: '這個電子郵件待確認的報價請求已達上限，請先點選信中的連結確認' },
  Q00003: { status: 409, message: '此報價已過期或已有新版本，無法接受' },
  K00001: { status: 422, message: '儲存的配置已達上限，請先刪除不需要的配置' },
  N00404: { status: 404, message: '查無資料' },
  S00409: { status: 409, message: '此筆資料剛被其他人更新，請查看最新內容後再操作' },
  S00422: { status: 422, message: '此筆資料目前的狀態不允許這項操作' },
  E00500: { status: 500, message: '系統忙碌中，請稍後再試' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiCode = keyof typeof API_CODES;

/** The codes that say a call's session has ended (never started, revoked or expired): the client forgets its sign-in. */
export const SESSION_ENDED_CODES = ['A00001', 'A00005', 'A00009'] as const satisfies readonly ApiCode[];
export const isSessionEnded = (code: string) => (SESSION_ENDED_CODES as readonly string[]).includes(code);

/** The codes of a success: `data` is the call's answer (docs/api.md, The envelope). */
export const SUCCESS_CODES = ['00000', 'L00001', 'L00004', 'L00006'] as const satisfies readonly ApiCode[];
export type SuccessCode = (typeof SUCCESS_CODES)[number];
export const isSuccessCode = (code: string): code is SuccessCode => (SUCCESS_CODES as readonly string[]).includes(code);

/** A client-side code for a call that never got an answer in the envelope (no connection, or no envelope). */
export const NETWORK_ERROR_CODE = 'NETWORK';

/** Every code a client may hold: the catalogue's and its own. */
export type ClientCode = ApiCode | typeof NETWORK_ERROR_CODE;
