import { isCalendarDay } from '@/lib/format/dates';
import { MAX_ORDER_TOTAL } from '@/lib/format/money';
import { QUOTE_STATUSES, QUOTE_VERSION_STATUSES } from '@/lib/purchase/quote-terms';
import { DEALER_CODE_PATTERN } from '@/lib/validators/patterns';
import * as zod from 'zod';
import { z } from './zh-errors';
import { COUNT, DATE_TIME, documentNumber, EMAIL, MONEY, UUID, VERSION } from './data-fields';
import { versionField } from './fields';
import { frozenConfiguration, priceBreakdown } from './purchases';
import { quoteVersionCosts, quoteVersionFields, quoteVersionFinancing } from './quote-data';

// The dealer's formal quote in the console (services/quote-desk.ts) and the versions the buyer reads
// (GET /order/quote/v1/{uuid}): the list, the record, issuing a version, the manager's decision, the limit.

// ---- input

export const quoteNumberParams = z.strictObject({
  number: z.string().regex(/^QT\d{8}-\d{6}$/, { error: '報價單號格式不正確' }),
});
export const quoteVersionParams = z.strictObject({
  number: quoteNumberParams.shape.number,
  version: z.coerce.number({ error: '版次不正確' }).int({ error: '版次不正確' }).min(1, { error: '版次不正確' }).max(1000),
});
export const dealerCodeParams = z.strictObject({ dealer: z.string().regex(DEALER_CODE_PATTERN, { error: '經銷商代碼不正確' }) });

/** The requests the console lists (a visitor's unconfirmed request is no lead yet). */
export const STAFF_QUOTE_STATUSES = ['requested', 'quoted', 'accepted'] as const;

export const staffQuoteListQuery = z.strictObject({
  status: z.literal(STAFF_QUOTE_STATUSES, { error: '狀態不正確' }).optional(),
  page: z.coerce.number({ error: '頁碼不正確' }).int({ error: '頁碼不正確' }).min(1, { error: '頁碼不正確' }).max(10_000).default(1),
});
export type StaffQuoteListQuery = z.infer<typeof staffQuoteListQuery>;

const discountField = z
  .number({ error: '請輸入折扣金額（元）' })
  .int({ error: '折扣需為整數（元）' })
  .min(0, { error: '折扣不可為負數' })
  .max(MAX_ORDER_TOTAL, { error: '折扣金額過大' });

export const quoteIssueSchema = z.strictObject({
  version: versionField,
  discount: discountField,
  validUntil: z.string({ error: '請選擇有效期限' }).refine(isCalendarDay, { error: '請選擇正確的有效期限（YYYY-MM-DD）' }),
  note: z.string().trim().max(500, { error: '備註不可超過 500 個字' }),
  /** The lines the estimate left out, priced per truck by the salesperson (lib/sale/quote-versions.ts filledCosts). */
  filled: z
    .array(
      z.strictObject({
        label: z.string({ error: '請指明費用項目' }).trim().min(1, { error: '請指明費用項目' }).max(60, { error: '費用項目名稱過長' }),
        amount: z
          .number({ error: '請輸入每輛的金額（元）' })
          .int({ error: '金額需為整數（元）' })
          .min(0, { error: '金額不可為負數' })
          .max(MAX_ORDER_TOTAL, { error: '金額過大' }),
      }),
    )
    .max(10, { error: '填列的費用過多' })
    .default([]),
});
export type QuoteIssueInput = z.infer<typeof quoteIssueSchema>;

export const quoteDecisionSchema = z.strictObject({ version: versionField });
export const quoteRefusalSchema = z.strictObject({
  version: versionField,
  reason: z.string().trim().min(2, { error: '請寫明未核准的原因（至少 2 個字）' }).max(200, { error: '原因不可超過 200 個字' }),
});
export const discountLimitSchema = z.strictObject({ limit: discountField });

// ---- answers

export const staffQuoteVersionSchema = zod.object({
  ...quoteVersionFields,
  status: zod.enum(QUOTE_VERSION_STATUSES),
  statusLabel: zod.string(),
  issuedById: UUID,
  /** Where it stands for the buyer; null while the buyer does not see it. */
  standingLabel: zod.string().nullable(),
  decidedBy: zod.string().nullable(),
  decidedAt: DATE_TIME.nullable(),
  refusalReason: zod.string().nullable(),
});
export type StaffQuoteVersion = zod.infer<typeof staffQuoteVersionSchema>;

const dealerLimit = zod.object({ code: zod.string(), name: zod.string(), limit: MONEY, mayChange: zod.boolean() });

export const staffQuoteListSchema = zod.object({
  items: zod.array(
    zod.object({
      number: documentNumber('QT'),
      status: zod.enum(QUOTE_STATUSES),
      statusLabel: zod.string(),
      createdAt: DATE_TIME,
      dealerName: zod.string(),
      pointName: zod.string(),
      familyName: zod.string(),
      quantity: COUNT,
      buyer: zod.string(),
      total: MONEY,
      /** The newest version and its state, or null before the first. */
      latest: zod.object({ version: COUNT, statusLabel: zod.string() }).nullable(),
    }),
  ),
  total: zod.int().min(0),
  page: zod.int().min(1),
  pageSize: zod.int().min(1),
  /** The discount limits of the dealers in reach, and whether this person may change each. */
  limits: zod.array(dealerLimit),
});
export type StaffQuoteList = zod.infer<typeof staffQuoteListSchema>;

export const staffQuoteRecordSchema = zod.object({
  quote: zod.object({
    uuid: UUID,
    number: documentNumber('QT'),
    status: zod.enum(QUOTE_STATUSES),
    statusLabel: zod.string(),
    version: VERSION,
    createdAt: DATE_TIME,
    dealerCode: zod.string(),
    dealerName: zod.string(),
    pointName: zod.string(),
    buyer: zod.object({ name: zod.string(), mobile: zod.string(), email: EMAIL }),
    configuration: frozenConfiguration,
    price: priceBreakdown,
    quantity: COUNT,
    useLabel: zod.string(),
    plateDay: zod.string(),
    costs: quoteVersionCosts,
    financing: quoteVersionFinancing,
    total: MONEY,
  }),
  /** Every version, newest first. */
  versions: zod.array(staffQuoteVersionSchema),
  discountLimit: MONEY,
  /** The valid-until days a version issued today may have. */
  validFrom: zod.string(),
  validUntilMax: zod.string(),
  rights: zod.object({ issue: zod.boolean(), decide: zod.boolean() }),
});
export type StaffQuoteRecord = zod.infer<typeof staffQuoteRecordSchema>;

export const discountLimitChangedSchema = dealerLimit;
