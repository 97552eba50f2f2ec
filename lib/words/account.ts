// The words of signing in, registering and keeping a member account (one owner).

export const MEMBER_SIGN_IN = '會員登入';
export const REGISTER_PERSON = '個人註冊';
export const REGISTER_COMPANY = '企業用戶註冊';
export const FORGOT_PASSWORD = '忘記密碼';
export const CHANGE_PASSWORD = '變更密碼';
export const CHANGE_EMAIL = '變更電子郵件';
export const EDIT_MEMBER_INFO = '編輯會員資料';
export const NEW_PASSWORD = '新密碼';
export const NEW_PASSWORD_AGAIN = '再次輸入新密碼';
export const PASSWORD_HINT = '至少 8 個字，避免常見密碼';
export const CHECKING_SIGN_IN = '正在確認登入狀態…';
export const MOBILE_NUMBER = '手機號碼';
export const TAX_ID = '統一編號';
export const NATIONAL_ID = '身分證字號';
export const CONTACT_PERSON = '聯絡人';
export const TWO_FACTOR = '兩步驟驗證';
export const RECOVERY_CODES = '備用碼';
export const SEND_CODE = '寄送驗證碼';
export const ENTER_CODE = '輸入驗證碼';
export const SIGN_IN_AGAIN = '重新輸入帳號密碼';
export const SIGN_OUT_THIS_DEVICE = '登出此裝置';
export const SIGN_OUT_OTHER_DEVICES = '登出其他所有裝置';
export const OTHER_DEVICES_SIGNED_OUT = '其他裝置已全部登出';
export const REGENERATE_RECOVERY_CODES = '重新產生備用碼';
export const UNDO_EMAIL_CHANGE = '改回原本的電子郵件';
