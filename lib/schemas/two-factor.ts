import { z } from './zh-errors';
import { codeField, currentPasswordField, uuidField } from './fields';

/** A code of the authenticator app (6 digits) or a recovery code (xxxx-xxxx, the dash optional). */
export const secondFactorCodeField = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, { error: '請輸入 6 位數驗證碼或備用碼（例如 abcd-efgh）' });

/** After a change of a sign-in factor, end every other session too (ASVS 7.4.3); off unless asked. */
export const endOtherSessionsField = z.boolean({ error: '請選擇是否同時登出其他所有裝置' }).default(false);

export const twoFactorSetupSchema = z.strictObject({ password: currentPasswordField });
export const twoFactorEnableSchema = z.strictObject({ code: codeField, endOtherSessions: endOtherSessionsField });
/** Turning two-factor sign-in off, or new recovery codes: the password and a code. */
export const twoFactorConfirmSchema = z.strictObject({
  password: currentPasswordField,
  code: secondFactorCodeField,
  endOtherSessions: endOtherSessionsField,
});
/** /login/0's second step: the authenticator's code or a recovery code (the challenge travels apart). */
export const secondFactorForm = z.strictObject({ code: secondFactorCodeField });
export const loginTwoFactorSchema = z.strictObject({
  challenge: z.string().min(20, { error: '登入驗證資料不正確' }).max(200, { error: '登入驗證資料不正確' }),
  code: secondFactorCodeField,
});

export const sessionParams = z.strictObject({ sessionUuid: uuidField });
/** Ending sessions asks for the password again (ASVS 7.5.2). */
export const endSessionsSchema = z.strictObject({ password: currentPasswordField });
