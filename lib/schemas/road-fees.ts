import { z } from './zh-errors';
import { ROAD_FEE_KINDS } from '@/lib/purchase/quote-terms';

// The fees on the road headquarters keeps for the quote's estimate (GET and PUT /staff/road-fees/v1).

export const roadFeeParams = z.strictObject({ kind: z.enum(ROAD_FEE_KINDS, { error: '沒有這項費用' }) });

/** PUT /staff/road-fees/v1/{kind}: the amount per truck and where it comes from; version 0 for a fee not set yet. */
export const roadFeeUpdateSchema = z.strictObject({
  amount: z.int({ error: '金額需為整數元' }).min(0, { error: '金額不可為負數' }).max(1_000_000, { error: '每輛金額不可超過 1,000,000 元' }),
  basis: z.string().trim().min(4, { error: '請寫明依據（法規或費率表名稱、查核日期）' }).max(200, { error: '依據不可超過 200 個字' }),
  version: z.int({ error: '缺少資料版本，請重新載入頁面' }).min(0),
});

const roadFee = z.strictObject({
  kind: z.enum(ROAD_FEE_KINDS),
  label: z.string(),
  amount: z.int().nullable(),
  basis: z.string(),
  version: z.int().min(0),
  updatedAt: z.string().nullable(),
});
export const roadFeesSchema = z.array(roadFee);
export const roadFeeChangedSchema = z.strictObject({ record: roadFee });

export type RoadFeeUpdateInput = z.infer<typeof roadFeeUpdateSchema>;
export type RoadFeeRow = z.infer<typeof roadFee>;
