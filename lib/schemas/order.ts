import { z } from './zh-errors';
import { uuidField } from './fields';
import { CANCEL_NOTE_MAX, MEMBER_CANCEL_REASONS } from '../purchase/cancel-reasons';

const IDEMPOTENCY_KEY_MESSAGE = '缺少或格式不正確的 Idempotency-Key 標頭（8 至 100 個英數字元）';
/** The Idempotency-Key header of POST /order/order/v1: one per attempt. */
export const idempotencyKeyHeader = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: IDEMPOTENCY_KEY_MESSAGE });

/** The most one pre-order may take; a family's own limit (maxQuantity) is at most this. */
export const MAX_ORDER_QUANTITY = 100;

export const preorderSchema = z.strictObject({
  vehicleFamilyUuid: uuidField,
  vehicleUuid: uuidField,
  colorUuid: uuidField,
  colorMaterialUuid: uuidField,
  originPartUuids: z.array(uuidField).max(50),
  localPartUuids: z.array(uuidField).max(50),
  quantity: z.int({ error: '數量需為整數' }).min(1, { error: '數量至少為 1' }).max(MAX_ORDER_QUANTITY),
  acceptAgreement: z.literal(true, { error: '請閱讀並同意訂購條款' }),
  agreementVersion: z.string().min(1).max(40),
});
export type PreorderInput = z.infer<typeof preorderSchema>;

/** POST /order/order/v1/{uuid}/cancel: why the buyer cancels; 其他原因 needs their words. */
export const preorderCancelSchema = z
  .strictObject({
    reason: z.literal(MEMBER_CANCEL_REASONS, { error: '請選擇取消的原因' }),
    note: z
      .string()
      .trim()
      .max(CANCEL_NOTE_MAX, { error: `說明不可超過 ${CANCEL_NOTE_MAX} 個字` }),
  })
  .refine((body) => body.reason !== 'other' || body.note.length >= 2, {
    path: ['note'],
    error: '選擇「其他原因」時，請寫下原因（至少 2 個字）',
  });
export type PreorderCancelInput = z.infer<typeof preorderCancelSchema>;

/** POST /order/contract/v1/{uuid}/waive-review: the buyer's written waiver of the rest of the review period. */
export const reviewWaiverSchema = z.strictObject({
  understood: z.literal(true, { error: '請先勾選「我已了解放棄審閱期的影響」' }),
});
