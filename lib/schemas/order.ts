import { z } from './zh-errors';
import { uuidField } from './fields';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export const preorderSchema = z.strictObject({
  vehicleFamilyUuid: uuidField,
  vehicleUuid: uuidField,
  colorUuid: uuidField,
  colorMaterialUuid: uuidField,
  originPartUuids: z.array(uuidField).max(50),
  localPartUuids: z.array(uuidField).max(50),
  quantity: z.int({ error: '數量需為整數' }).min(1, { error: '數量至少為 1' }).max(100),
  acceptAgreement: z.literal(true, { error: '請閱讀並同意訂購條款' }),
  agreementVersion: z.string().min(1).max(40),
});
export type PreorderInput = z.infer<typeof preorderSchema>;
