// The words of shared buttons and of the waiting states, the same on every screen (one owner).

export const LOADING = '正在載入…';
export const CANCEL = '取消';
export const BACK = '返回';
export const SAVE = '儲存';
export const GOT_IT = '知道了';
export const PLEASE_CHOOSE = '請選擇';
export const SUBMITTING = '送出中…';
export const PROCESSING = '處理中…';
export const CONFIRMING = '確認中…';
export const VERIFYING = '驗證中…';
export const GO_TO_SIGN_IN = '前往登入';
export const SAVING = '儲存中…';
export const SENDING = '寄送中…';
export const PREVIOUS_PAGE = '上一頁';
export const NEXT_PAGE = '下一頁';
export const CONFIRM_CHANGE = '確認變更';
export const ALL = '全部';
