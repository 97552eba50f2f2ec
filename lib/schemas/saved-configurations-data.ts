import * as zod from 'zod';
import { DATE_TIME, MONEY, UUID, VERSION } from './data-fields';

// A saved configuration (我的配置) as the API answers it; its inputs are in saved-configurations.ts.

export const savedConfigurationSchema = zod.strictObject({
  uuid: UUID,
  name: zod.string(),
  familyUuid: UUID,
  /** Null when the family is no longer sold. */
  familyName: zod.string().nullable(),
  /** The share link's text (`?c=`, lib/configurator/share.ts): the configuration with the amounts when it was saved. */
  code: zod.string(),
  /** The price with today's catalog and price list; null when the family is no longer sold or its model was withdrawn. */
  price: zod.strictObject({ unitPrice: MONEY, quantity: zod.int().min(1), total: MONEY }).nullable(),
  /** What changed in the catalog since it was saved (withdrawn items, other prices), in the member's words. */
  changes: zod.array(zod.string()),
  createdAt: DATE_TIME,
  updatedAt: DATE_TIME,
  version: VERSION,
});
export type SavedConfiguration = zod.infer<typeof savedConfigurationSchema>;

/** S00409: the configuration changed since the member saw it (renamed in another tab); this is it now. */
export const savedConfigurationChangedSchema = zod.strictObject({ record: savedConfigurationSchema });
