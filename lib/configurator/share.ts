import type { VehicleFamilyDetail } from '../catalog-types';
import type { OrderSelection } from '../pricing';

/** The query parameter that carries a configuration in a share link. */
export const SHARE_QUERY = 'c';

interface Shared {
  v: string | null;
  c: string | null;
  m: string | null;
  o: readonly string[];
  l: readonly string[];
  q: number;
}

// The JSON holds ids and numbers only, so it is ASCII and btoa takes it as it is.
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** A selection as a short text for a link: ids only, no prices (they are looked up again on opening). */
export function encodeSelection(selection: OrderSelection): string {
  const shared: Shared = {
    v: selection.vehicleUuid,
    c: selection.colorUuid,
    m: selection.colorMaterialUuid,
    o: selection.originPartUuids,
    l: selection.localPartUuids,
    q: selection.quantity,
  };
  return toBase64Url(JSON.stringify(shared));
}

/**
 * The selection of a share link, checked against the family as it is now: what no longer exists is
 * left out, and null comes back for a text that is not a share link.
 */
export function decodeSelection(text: string, family: VehicleFamilyDetail): OrderSelection | null {
  let shared: Partial<Shared>;
  try {
    shared = JSON.parse(fromBase64Url(text)) as Partial<Shared>;
  } catch {
    return null;
  }
  if (typeof shared !== 'object' || shared === null) return null;
  const vehicle = family.vehicles.find((each) => each.uuid === shared.v);
  const color = family.colors.find((each) => each.uuid === shared.c);
  const material = color?.materials.find((each) => each.uuid === shared.m);
  const known = (ids: unknown, parts: VehicleFamilyDetail['carParts']) =>
    Array.isArray(ids) ? parts.filter((part) => ids.includes(part.uuid)).map((part) => part.uuid) : [];
  const quantity = Number.isInteger(shared.q) ? Math.min(Math.max(shared.q as number, 1), family.maxQuantity) : 1;
  return {
    vehicleUuid: vehicle?.uuid ?? null,
    colorUuid: color?.uuid ?? null,
    colorMaterialUuid: material?.uuid ?? null,
    originPartUuids: known(shared.o, family.carParts),
    localPartUuids: known(shared.l, family.localCarParts),
    quantity,
  };
}
