import { CONTRACT_STATUS_LABELS, PREORDER_STATUS_LABELS } from '@/lib/purchase/states';
import { DEALER_CODE_PATTERN } from '@/lib/validators/patterns';
import { z } from './zh-errors';
import { isCalendarDay } from '@/lib/format/dates';

// The console's list queries (GET /staff/preorders/v1, /staff/contracts/v1): every filter optional,
// each checked; the browser's filter form and the server read the same schema.

const keysOf = <K extends string>(record: Record<K, unknown>) => z.literal(Object.keys(record) as K[], { error: '狀態不正確' });
const day = z.string().refine(isCalendarDay, { error: '日期應為 YYYY-MM-DD 的正確日期' });
const common = {
  dealer: z.string().regex(DEALER_CODE_PATTERN, { error: '經銷商代碼不正確' }).optional(),
  assignee: z.union([z.uuid({ error: '業務人員不正確' }), z.literal('none')]).optional(),
  family: z.uuid({ error: '車系不正確' }).optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(60, { error: '搜尋字詞不可超過 60 個字' }).optional(),
  order: z.literal(['asc', 'desc'], { error: '排序方向不正確' }).default('desc'),
  page: z.coerce.number({ error: '頁碼不正確' }).int({ error: '頁碼不正確' }).min(1, { error: '頁碼不正確' }).max(10_000).default(1),
};

/** GET /staff/salespeople/v1: whose people (headquarters choose a dealer, or get every dealer's). */
export const salespeopleQuery = z.strictObject({ dealer: common.dealer });

export const preorderListQuery = z.strictObject({
  ...common,
  status: keysOf(PREORDER_STATUS_LABELS).optional(),
  sort: z.literal(['createdAt', 'number', 'total'], { error: '排序欄位不正確' }).default('createdAt'),
});
export type PreorderListQuery = z.infer<typeof preorderListQuery>;

export const contractListQuery = z.strictObject({
  ...common,
  status: keysOf(CONTRACT_STATUS_LABELS).optional(),
  sort: z.literal(['createdAt', 'number', 'total', 'reviewUntil'], { error: '排序欄位不正確' }).default('createdAt'),
});
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const STAFF_PAGE_SIZE = 20;
