import { z } from './zh-errors';
import { isCalendarDay } from '@/lib/format/dates';
import { financingOf, quoteFormField, type QuoteFormValues, type VisitorQuoteFormValues } from '@/lib/purchase/quote-form';
import { LOAN_MONTHS, TRUCK_USES } from '@/lib/purchase/quote-terms';
import { SLUG_PATTERN } from '@/lib/validators/patterns';
import { emailField, mailedTokenField, mobileField, nameField } from './fields';
import { preorderSchema } from './order';

// A quote request (POST /order/quote/v1): the configuration as a pre-order names it, the point whose dealer
// is asked, how the truck will be registered and when, and how the buyer means to pay.

const months = z
  .int({ error: '期數需為整數' })
  .min(LOAN_MONTHS.min, { error: `期數為 ${LOAN_MONTHS.min} 到 ${LOAN_MONTHS.max} 期` })
  .max(LOAN_MONTHS.max, { error: `期數為 ${LOAN_MONTHS.min} 到 ${LOAN_MONTHS.max} 期` });
const annualRatePercent = z
  .number({ error: '請輸入年利率（%）' })
  .min(0, { error: '年利率不可為負數' })
  .max(30, { error: '年利率不可超過 30%' })
  .refine((rate) => Number.isInteger(Math.round(rate * 100)) && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, {
    error: '年利率最多到小數點後兩位',
  });
const dollars = (what: string) => z.int({ error: `${what}需為整數元` }).min(0, { error: `${what}不可為負數` });

export const financingChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cash') }),
  z.strictObject({ kind: z.literal('loan'), downPayment: dollars('頭期款'), months, annualRatePercent }),
  z.strictObject({ kind: z.literal('lease'), months, annualRatePercent, residual: dollars('殘值') }),
]);

export const quoteRequestSchema = preorderSchema.omit({ acceptAgreement: true, agreementVersion: true }).extend({
  pointSlug: z.string().regex(SLUG_PATTERN, { error: '請選擇據點' }),
  use: z.enum(TRUCK_USES, { error: '請選擇自用或營業' }),
  plateDay: z.string().refine(isCalendarDay, { error: '請選擇預計領牌日' }),
  financing: financingChoiceSchema,
});

export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

/** The contact a visitor leaves (POST /order/quote/v1/visitor): the dealer calls the mobile, the link goes to the address. */
export const quoteContactSchema = z.strictObject({ name: nameField, mobile: mobileField, email: emailField });

/** A visitor's request: the member's, with the contact the dealer calls; it counts once the mailed link is opened. */
export const visitorQuoteRequestSchema = quoteRequestSchema.extend(quoteContactSchema.shape);
export type VisitorQuoteRequestInput = z.infer<typeof visitorQuoteRequestSchema>;

/** POST /order/quote/v1/confirm: the mailed link's token, from the page's fragment. */
export const quoteConfirmSchema = z.strictObject({ token: mailedTokenField('確認連結') });

const formFields = quoteRequestSchema.pick({ pointSlug: true, use: true, plateDay: true });

/** The quote form's fields checked with the request's own rules, each message on the form's field. */
function checkQuoteForm(values: QuoteFormValues, ctx: z.RefinementCtx) {
  const fields = formFields.safeParse({ pointSlug: values.pointSlug, use: values.use, plateDay: values.plateDay });
  const financing = financingChoiceSchema.safeParse(financingOf(values));
  const issues = [
    ...(fields.error?.issues ?? []).map((issue) => ({ issue, path: String(issue.path[0] ?? '') })),
    ...(financing.error?.issues ?? []).map((issue) => ({ issue, path: quoteFormField(['financing', ...issue.path].join('.')) })),
  ];
  for (const { issue, path } of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [path] });
}

/** The quote form (lib/purchase/quote-form) checked with the request's own rules. */
export const quoteFormSchema = z.custom<QuoteFormValues>().superRefine(checkQuoteForm);

/** A visitor's quote form: the contact first, then the member's fields. */
export const visitorQuoteFormSchema = z.custom<VisitorQuoteFormValues>().superRefine((values, ctx) => {
  const contact = quoteContactSchema.safeParse({ name: values.name, mobile: values.mobile, email: values.email });
  for (const issue of contact.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0])] });
  checkQuoteForm(values, ctx);
});

/** POST /order/quote/v1/{uuid}/accept: which version the buyer accepts, with the pre-order terms in force agreed. */
export const quoteAcceptSchema = preorderSchema.pick({ acceptAgreement: true, agreementVersion: true }).extend({
  version: z.int({ error: '請選擇要接受的報價版本' }).min(1, { error: '請選擇要接受的報價版本' }).max(1000),
});
export type QuoteAcceptInput = z.infer<typeof quoteAcceptSchema>;
const VERSION_MESSAGE = '報價版本需為 1 以上的整數';
/** GET /order/quote/v1/{uuid}/pdf: which of the dealer's versions; none: the latest issued, else the estimate. */
export const quotePdfQuery = z.strictObject({
  version: z.coerce
    .number({ error: VERSION_MESSAGE })
    .int({ error: VERSION_MESSAGE })
    .min(1, { error: VERSION_MESSAGE })
    .max(1000, { error: VERSION_MESSAGE })
    .optional(),
});
