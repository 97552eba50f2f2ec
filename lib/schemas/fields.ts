import { z } from './zh-errors';
import { isTaiwanIdNumber, isTaiwanMobile, isTaiwanPhone, isUbn } from '@/lib/validators/taiwan';
import { CHOOSE_CITY, CHOOSE_DISTRICT } from '@/lib/words/account';

/** Field rules shared by the browser forms and the API. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: '電子郵件格式不正確' }));

export const passwordField = z.string().min(8, { error: '密碼至少需要 8 個字' }).max(128, { error: '密碼不可超過 128 個字' });

/** The password typed at login or as the old password; its length is not judged again. */
export const currentPasswordField = z.string().min(1, { error: '請輸入密碼' }).max(128);

export const mobileField = z.string().trim().refine(isTaiwanMobile, { error: '手機號碼格式不正確（09 開頭共 10 碼）' });

export const phoneField = z.string().trim().max(20).refine(isTaiwanPhone, { error: '市話格式不正確，例如 02-2345-6789' });

export const idNumberField = z.string().trim().toUpperCase().refine(isTaiwanIdNumber, { error: '身分證字號或居留證號不正確' });

export const ubnField = z.string().trim().refine(isUbn, { error: '統一編號不正確' });

export const nameField = z.string().trim().min(1, { error: '請輸入姓名' }).max(50);
export const cityIdField = z.string().trim().min(1, { error: CHOOSE_CITY }).max(10);
export const townIdField = z.string().trim().min(1, { error: CHOOSE_DISTRICT }).max(10);
/** A city or town named as the address data names it (臺北市, 中正區): the points' filter and their editor. */
export const placeField = z.string().trim().min(1, { error: '請選擇縣市或鄉鎮市區' }).max(10, { error: '縣市或鄉鎮市區名稱過長' });
export const addressField = z.string().trim().min(1, { error: '請輸入地址' }).max(120);
export const codeField = z.string().regex(/^\d{6}$/, { error: '驗證碼為 6 位數字' });
// Lower-cased: the database and every hash compare ids in lower case.
/** The version of the record the form was filled from (S00409 when another change came first). */
export const versionField = z.int({ error: '缺少資料版本，請重新載入頁面' }).min(1);

/** A mailed link's token (lib/server/auth/tokens newToken: 43 URL-safe characters), as the link's page sends it; `what` names the link. */
export const mailedTokenField = (what: string) =>
  z.string({ error: `缺少${what}` }).regex(/^[A-Za-z0-9_-]{43}$/, { error: `${what}不完整，請從信件重新開啟` });

export const uuidField = z.uuid({ error: '識別碼格式不正確' }).transform((value) => value.toLowerCase());

/** A way back (`returnTo`): any text up to a long address's length; lib/urls/return-path.ts keeps it on this site or goes home. */
export const returnToField = z.string().max(2048);
