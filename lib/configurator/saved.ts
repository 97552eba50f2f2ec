import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { OrderSelection } from '../sale/pricing';
import { SAVED_CONFIGURATION_LIMIT } from '../constants';
import { decodeSelection, encodeSelection } from './share';

// A member's saved configurations (我的配置): each is a share link's text (share.ts) with a name. The
// rules both sides need are here; the server keeps the records (lib/server/services/saved-configurations.ts).

/** The refusal of the 21st configuration, in the member's words. */
export const savedLimitMessage = () => `最多可儲存 ${SAVED_CONFIGURATION_LIMIT} 組配置，請先刪除不需要的配置再儲存。`;

/**
 * The fields of a selection the family does not offer as they were sent (an id of another family, a
 * withdrawn item, a quantity above the family's limit): a saved configuration is made of what the
 * family offers now.
 */
export function unofferedFields(family: VehicleFamilyDetail, selection: OrderSelection): (keyof OrderSelection)[] {
  const back = decodeSelection(encodeSelection(selection), family);
  if (!back) return ['vehicleUuid'];
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
  const fields: (keyof OrderSelection)[] = [];
  if (!selection.vehicleUuid || back.vehicleUuid !== selection.vehicleUuid) fields.push('vehicleUuid');
  if (back.colorUuid !== selection.colorUuid) fields.push('colorUuid');
  if (back.colorMaterialUuid !== selection.colorMaterialUuid) fields.push('colorMaterialUuid');
  if (selection.colorMaterialUuid && !selection.colorUuid) fields.push('colorUuid');
  if (!same(back.originPartUuids, selection.originPartUuids)) fields.push('originPartUuids');
  if (!same(back.localPartUuids, selection.localPartUuids)) fields.push('localPartUuids');
  if (back.quantity !== selection.quantity) fields.push('quantity');
  return fields;
}
