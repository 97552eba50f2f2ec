import { z } from './zh-errors';
import { DEALER_CODE_PATTERN } from '@/lib/validators/patterns';
import { isCalendarDay } from '@/lib/format/dates';
import { codeField, currentPasswordField, emailField, nameField, passwordField, phoneField, uuidField, versionField } from './fields';
import { secondFactorCodeField } from './two-factor';
import { BALANCE_METHODS, CONTACT_KINDS, DATE_MOVE_REASONS, DEPOSIT_METHODS } from '@/lib/staff/pipeline';
import { STAFF_ROLES } from '@/lib/staff/roles';
import type { OptionalNotice } from '@/lib/purchase/notice-prefs';
import type { StaffNotice } from '@/lib/staff/notice-prefs';
import { MAX_DEPOSIT_MESSAGE, MAX_ORDER_TOTAL, MAX_PAYMENT_MESSAGE } from '@/lib/format/money';
import { OTHER_NEEDS_WORDS, otherWithoutWords } from '@/lib/purchase/delivery-plan';

// The staff console's forms and the bodies of its calls: one schema each, read by the browser form
// and the route alike (docs/staff-api.md).

const token = z.string().regex(/^[A-Za-z0-9_-]{40,64}$/, { error: '連結無效，請重新開啟信中的連結' });
const day = z.string().refine(isCalendarDay, { error: '請選擇正確的日期' });
const version = versionField;
const reason = z.string().trim().min(2, { error: '請寫明原因（至少 2 個字）' }).max(200, { error: '原因不可超過 200 個字' });
const dealerCode = z.string().regex(DEALER_CODE_PATTERN, { error: '請選擇經銷商' });

export const staffLoginSchema = z.strictObject({ email: emailField, password: currentPasswordField });
export const staffTwoFactorSchema = z.strictObject({ challenge: z.string().min(40).max(64), code: secondFactorCodeField });

export const setupOpenSchema = z.strictObject({ token });
export const setupCompleteSchema = z.strictObject({ token, password: passwordField, code: codeField });

export const versionSchema = z.strictObject({ version });
export const cancelSchema = z.strictObject({ version, reason });
export const contactSchema = z.strictObject({
  kind: z.literal(CONTACT_KINDS, { error: '請選擇聯繫方式' }),
  note: z.string().trim().min(1, { error: '請寫下聯繫的內容' }).max(500, { error: '內容不可超過 500 個字' }),
  nextStep: z.string().trim().max(200, { error: '下一步不可超過 200 個字' }).default(''),
});
export const assignSchema = z.strictObject({
  version,
  dealerCode: dealerCode.optional(),
  assigneeId: uuidField.nullable().optional(),
});
export const signSchema = z.strictObject({
  version,
  signedOn: day,
  depositAmount: z
    .int({ error: '請輸入訂金金額（整數）' })
    .min(1, { error: '請輸入訂金金額' })
    .max(MAX_ORDER_TOTAL, { error: MAX_DEPOSIT_MESSAGE }),
  depositPaidOn: day,
  depositMethod: z.literal(DEPOSIT_METHODS, { error: '請選擇付款方式' }),
});
export const paySchema = z.strictObject({
  version,
  amount: z
    .int({ error: '請輸入收款金額（整數）' })
    .min(1, { error: '請輸入收款金額' })
    .max(MAX_ORDER_TOTAL, { error: MAX_PAYMENT_MESSAGE }),
  paidOn: day,
  method: z.literal(BALANCE_METHODS, { error: '請選擇付款方式' }),
});
export const planSchema = z
  .strictObject({
    version,
    step: z.int().min(1).max(10),
    plannedOn: day,
    reason: z.literal(DATE_MOVE_REASONS, { error: '請選擇原因' }).optional(),
    reasonText: z.string().trim().max(200, { error: '說明不可超過 200 個字' }).default(''),
  })
  .refine((input) => !otherWithoutWords(input.reason, input.reasonText), {
    error: OTHER_NEEDS_WORDS,
    path: ['reasonText'],
  });
export const completeSchema = z.strictObject({ version, step: z.int().min(1).max(10), doneOn: day });

export const staffAccountCreateSchema = z.strictObject({
  email: emailField,
  name: nameField,
  phone: z.union([z.literal(''), phoneField]).default(''),
  role: z.literal(STAFF_ROLES, { error: '請選擇角色' }),
  dealerCode: dealerCode.nullable().default(null),
});
export const staffAccountUpdateSchema = z.strictObject({
  role: z.literal(STAFF_ROLES, { error: '請選擇角色' }).optional(),
  dealerCode: dealerCode.nullable().optional(),
  disabled: z.boolean().optional(),
});

export const auditQuery = z.strictObject({
  staff: uuidField.optional(),
  record: z.string().trim().max(80).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  format: z.literal(['json', 'csv']).default('json'),
});

export const recordNumberParams = z.strictObject({ number: z.string().regex(/^(PO|CT)\d{8}-\d{6}$/, { error: '單號格式不正確' }) });

/** /member/info: which optional notices go by mail. */
export const noticePrefsSchema = z.strictObject({ contacting: z.boolean(), milestones: z.boolean(), dateMoves: z.boolean() }) satisfies {
  shape: Record<OptionalNotice, unknown>;
};

/** PUT /staff/me/v1/notices (and its answer): the staff member's own mails. */
export const staffNoticePrefsSchema = z.strictObject({ preorders: z.boolean() }) satisfies { shape: Record<StaffNotice, unknown> };
