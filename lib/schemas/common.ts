import { z } from './zh-errors';
import { SLUG_PATTERN } from '@/lib/validators/patterns';
import { uuidField } from './fields';

export const noQuery = z.strictObject({});
export const uuidParams = z.strictObject({ uuid: uuidField });
/** The contract (docs/api.md) names the delivery call's parameter for what it is: the contract's uuid. */
export const contractUuidParams = z.strictObject({ contractUuid: uuidField });
export const idParams = z.strictObject({ id: uuidField });
export const slugParams = z.strictObject({ slug: z.string().regex(SLUG_PATTERN, { error: '網址代稱格式不正確' }) });
export const pageQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(1000).optional() });
export const addressQuery = z.strictObject({
  cityId: z.string().trim().min(1).max(10).optional(),
  townId: z.string().trim().min(1).max(10).optional(),
});
