import { z } from './zh-errors';
import { isCalendarDay } from '@/lib/dates';
import { AVAILABILITY_KINDS, MAX_PRICE } from '@/lib/catalog/priced-items';

// The catalog console's forms and the bodies of its calls (issue 20; docs/staff-api.md): one schema
// each, read by the console's form and the route alike.

const version = z.int({ error: '缺少資料版本，請重新載入頁面' }).min(1);

export const priceField = z
  .int({ error: '價格請填整數（新臺幣元）' })
  .min(0, { error: '價格不可小於 0' })
  .max(MAX_PRICE, { error: '價格不可超過 1 億元' });

export const priceListFields = {
  name: z
    .string()
    .trim()
    .min(2, { error: '請為價格表命名（至少 2 個字），例如「2027 年價格表」' })
    .max(40, { error: '名稱不可超過 40 個字' }),
  /** The day in Taipei from which its prices are in force: today or later. */
  effectiveDate: z.string().refine(isCalendarDay, { error: '請選擇生效日期' }),
};

export const priceListSchema = z.strictObject({
  version,
  ...priceListFields,
  entries: z
    .array(z.strictObject({ itemId: z.uuid({ error: '項目代碼不正確' }), price: priceField }), { error: '請至少調整一個價格' })
    .min(1, { error: '請至少調整一個價格' })
    .max(300, { error: '一張價格表最多 300 個項目' }),
});
export type PriceListInput = z.infer<typeof priceListSchema>;

export const priceListParams = z.strictObject({ id: z.uuid({ error: '車系代碼不正確' }), listId: z.uuid({ error: '價格表代碼不正確' }) });

export const availabilitySchema = z.strictObject({
  version,
  kind: z.literal(AVAILABILITY_KINDS, { error: '請指定項目種類' }),
  itemId: z.uuid({ error: '項目代碼不正確' }),
  /** false: withdrawn from sale; true: on sale again. */
  available: z.boolean({ error: '請指定上架或停售' }),
});
export type AvailabilityInput = z.infer<typeof availabilitySchema>;
