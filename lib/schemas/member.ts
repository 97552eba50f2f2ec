import { z } from './zh-errors';
import {
  addressField,
  cityIdField,
  codeField,
  currentPasswordField,
  emailField,
  idNumberField,
  mobileField,
  nameField,
  passwordField,
  phoneField,
  townIdField,
  ubnField,
  uuidField,
  returnToField,
} from './fields';
import { CURRENT_PASSWORD_REQUIRED } from '@/lib/words/account';

const common = {
  email: emailField,
  password: passwordField,
  agreeTerms: z.literal(true, { error: '請閱讀並同意服務條款' }),
  mobile: mobileField,
  cityId: cityIdField,
  townId: townIdField,
  address: addressField,
  /** Where the registration began, for the mailed link to lead back to; kept only as a path on this site (lib/urls/return-path.ts). */
  returnTo: returnToField.optional(),
};

export const individualRegisterSchema = z.strictObject({
  memberType: z.literal('individual'),
  ...common,
  name: nameField,
  idNumber: idNumberField,
});

export const enterpriseRegisterSchema = z.strictObject({
  memberType: z.literal('enterprise'),
  ...common,
  companyName: z.string().trim().min(1, { error: '請輸入公司名稱' }).max(100),
  ubn: ubnField,
  contactName: nameField,
  contactTitle: z.string().trim().max(50).optional(),
  phone: phoneField.optional(),
});

export const registerSchema = z.discriminatedUnion('memberType', [individualRegisterSchema, enterpriseRegisterSchema], {
  error: '請選擇會員類型（個人或企業）',
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** PUT /member/member/v1: the fields a member may edit; the address triple travels together. */
export const memberUpdateSchema = z
  .strictObject({
    name: nameField.optional(),
    mobile: mobileField.optional(),
    cityId: cityIdField.optional(),
    townId: townIdField.optional(),
    address: addressField.optional(),
    companyName: z.string().trim().min(1).max(100).optional(),
    contactName: nameField.optional(),
    contactTitle: z.string().trim().max(50).optional(),
    // '' clears the optional phone number.
    phone: z.union([z.literal(''), phoneField]).optional(),
  })
  .superRefine((value, ctx) => {
    const triple = [value.cityId, value.townId, value.address];
    if (triple.some((part) => part !== undefined) && triple.some((part) => part === undefined)) {
      for (const key of ['cityId', 'townId', 'address'] as const) {
        if (value[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: '縣市、鄉鎮市區與地址需一起填寫' });
      }
    }
  });
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

export const loginSchema = z.strictObject({ account: emailField, password: currentPasswordField });

export const verifyCodeSchema = z.strictObject({ tempUuid: uuidField, code: codeField });
/**
 * POST /member/member/v1/valid: the mailed code, and from the mailed link also the password set at
 * registration, so that a newer registration by someone else cannot be activated by the inbox's owner.
 */
export const registrationConfirmSchema = verifyCodeSchema.extend({ password: currentPasswordField.optional() });
/** The password the /verifyemail link asks for. */
export const registrantPasswordForm = z.strictObject({ password: currentPasswordField });
export const tempUuidQuery = z.strictObject({ tempUuid: uuidField });
/** A new registration code: its mail's link leads back to `returnTo` as the first one did. */
export const resendQuery = z.strictObject({ tempUuid: uuidField, returnTo: returnToField.optional() });

/** GET /login/v1/forget starts with ?email= and checks with ?tempUuid=&code=. */
export const forgetStartQuery = z.strictObject({ email: emailField });
export const forgetCheckQuery = verifyCodeSchema;

export const loginResetSchema = z.strictObject({
  resetToken: z.string().min(20).max(200).optional(),
  newPassword: passwordField,
});

export const memberResetSchema = z.strictObject({ oldPassword: currentPasswordField, newPassword: passwordField });

export const emailSendQuery = z.strictObject({ email: emailField });
/** POST /member/member/v1/email/send: the current password travels in the body, never in a URL. */
export const emailSendSchema = z.strictObject({
  email: emailField,
  password: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, { error: CURRENT_PASSWORD_REQUIRED }).max(128),
});
/** POST /member/member/v1/email/undo: the 256-bit token of the link mailed to the old address. */
export const emailUndoSchema = z.strictObject({
  token: z.string({ error: '連結不完整，請點選信中的連結' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: '連結不完整，請點選信中的連結' }),
});
export const emailValidQuery = z.strictObject({ email: emailField, code: codeField });
