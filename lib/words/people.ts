// The words for the people and parties of a purchase and of an account (one owner).

export const DEALER = '經銷商';

export const NAME = '姓名';
export const EMAIL = '電子郵件';
export const PHONE = '電話';
export const ADDRESS = '地址';
export const PASSWORD = '密碼';
export const CURRENT_PASSWORD = '目前的密碼';
export const VERIFICATION_CODE = '驗證碼';
export const COMPANY_NAME = '公司名稱';
export const COMPANY_ADDRESS = '公司地址';
export const COMPANY_PHONE = '公司電話';
export const COMPANY_PHONE_OPTIONAL = '公司電話（選填）';
export const CONTACT_NAME = '聯絡人姓名';
export const CONTACT_TITLE = '聯絡人職稱';
export const CONTACT_TITLE_OPTIONAL = '聯絡人職稱（選填）';
export const MAILING_ADDRESS = '通訊地址';
export const PHONE_EXAMPLE = '例如 02-2345-6789';
