import { SAVED_NAME_MAX } from '@/lib/constants';
import { z } from './zh-errors';
import { uuidField, versionField } from './fields';
import { MAX_ORDER_QUANTITY } from './order';

// A member's saved configurations (我的配置): what the configurator sends to keep one, and what the API answers.

const nameField = z
  .string({ error: '請輸入配置名稱' })
  .trim()
  .min(1, { error: '請輸入配置名稱' })
  .max(SAVED_NAME_MAX, { error: `配置名稱不可超過 ${SAVED_NAME_MAX} 個字` });

/** POST /member/configuration/v1: a name and the configuration as the configurator holds it, from any step. */
export const savedConfigurationCreateSchema = z.strictObject({
  name: nameField,
  familyUuid: uuidField,
  vehicleUuid: uuidField,
  colorUuid: uuidField.nullable(),
  colorMaterialUuid: uuidField.nullable(),
  originPartUuids: z.array(uuidField).max(50),
  localPartUuids: z.array(uuidField).max(50),
  quantity: z.int({ error: '數量需為整數' }).min(1, { error: '數量至少為 1' }).max(MAX_ORDER_QUANTITY),
});
export type SavedConfigurationInput = z.infer<typeof savedConfigurationCreateSchema>;

/** PUT /member/configuration/v1/{uuid}: a new name, with the version the member saw. */
export const savedConfigurationRenameSchema = z.strictObject({ name: nameField, version: versionField });
/** DELETE /member/configuration/v1/{uuid}: the version the member saw. */
export const savedConfigurationDeleteSchema = z.strictObject({ version: versionField });

/** The name alone: the forms that save or rename a configuration. */
export const savedNameSchema = z.strictObject({ name: nameField });
