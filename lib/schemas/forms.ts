import { z } from './zh-errors';
import { codeField, emailField, phoneField } from './fields';
import { emailSendSchema, enterpriseRegisterSchema, individualRegisterSchema, loginResetSchema, memberResetSchema } from './member';

// The browser's forms: the API's schemas plus what only a person types (the new password a second
// time). The extra field is dropped before the call, so the server judges the same fields.

const confirmPasswordField = z.string().min(1, { error: '請再次輸入密碼' });
const MISMATCH = '兩次輸入的密碼不一致';

/**
 * Adds「再次輸入密碼」to a schema and checks it against `key`, also while other fields are still
 * wrong (a person fixes everything in one go).
 */
function confirming<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape, z.core.$strict>, key: keyof Shape & string) {
  const typed = (value: unknown) => value as Record<string, unknown>;
  return schema.extend({ confirmPassword: confirmPasswordField }).refine((value) => typed(value).confirmPassword === typed(value)[key], {
    path: ['confirmPassword'],
    error: MISMATCH,
    when: ({ value }) =>
      typeof typed(value).confirmPassword === 'string' && typed(value).confirmPassword !== '' && typeof typed(value)[key] === 'string',
  });
}

/** An optional field left empty: '' in a form, absent in the call (see withoutBlanks). */
const blankOr = <T extends z.ZodType>(field: T) => z.union([z.literal(''), field]);
const enterpriseFields = enterpriseRegisterSchema.extend({ phone: blankOr(phoneField) });

export const individualRegisterForm = confirming(individualRegisterSchema, 'password');
export const enterpriseRegisterForm = confirming(enterpriseFields, 'password');

/** /member/info, 編輯資料: what each kind of member may change, by the registration's rules. */
const ADDRESS = { mobile: true, cityId: true, townId: true, address: true } as const;
export const individualInfoForm = individualRegisterSchema.pick({ name: true, ...ADDRESS });
export const enterpriseInfoForm = enterpriseFields.pick({
  companyName: true,
  contactName: true,
  contactTitle: true,
  phone: true,
  ...ADDRESS,
});
/** Forgotten password (step 3) and the forced change after L00004: the token travels apart. */
export const newPasswordForm = confirming(loginResetSchema.omit({ resetToken: true }), 'newPassword');
export const changePasswordForm = confirming(memberResetSchema, 'newPassword');
export const emailForm = z.strictObject({ email: emailField });
/** A 6-digit code mailed to the person (components/forms/code-form.tsx). */
export const codeForm = z.strictObject({ code: codeField });
/** /member/info, 變更電子郵件: the new address and the current password, as the API checks them. */
export const emailChangeForm = emailSendSchema;
