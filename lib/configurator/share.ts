import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { formatTwd, MAX_PRICE } from '../format/money';
import { offeredLines, type OrderSelection } from '../sale/pricing';
import { preorderStepPath } from '../urls/preorder';
import { vehicleInfoPath } from '../urls/vehicle.mjs';

/** The query parameter that carries a configuration in a share link. */
export const SHARE_QUERY = 'c';

interface Shared {
  v: string | null;
  c: string | null;
  m: string | null;
  o: readonly string[];
  l: readonly string[];
  q: number;
  /** Each priced item's amount as the sender saw it, so that the receiver is told what changed since. */
  p?: Record<string, number>;
}

// The JSON holds ids and numbers only, so it is ASCII and btoa takes it as it is.
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/**
 * A selection as a short text for a link: ids and the amounts the sender saw, never words (the prices
 * are looked up again on opening; the amounts only say what changed).
 */
export function encodeSelection(selection: OrderSelection, amounts: Record<string, number> = {}): string {
  const shared: Shared = {
    v: selection.vehicleUuid,
    c: selection.colorUuid,
    m: selection.colorMaterialUuid,
    o: selection.originPartUuids,
    l: selection.localPartUuids,
    q: selection.quantity,
    p: amounts,
  };
  return toBase64Url(JSON.stringify(shared));
}

/** The query parameter that says the configuration in `c` is one of the member's saved ones (我的配置). */
export const SAVED_QUERY = 'saved';

/** The first step with a configuration's text in its address: what a share link opens. */
export const sharedConfigurationPath = (familyUuid: string, text: string) =>
  `${vehicleInfoPath(familyUuid, 'components')}?${SHARE_QUERY}=${text}`;

/** The same for a saved configuration: what changed since is told as since it was saved. */
export const savedConfigurationPath = (familyUuid: string, text: string) => `${sharedConfigurationPath(familyUuid, text)}&${SAVED_QUERY}=1`;

/**
 * The pre-order step with the selection in its address: where a visitor sent to log in or register comes
 * back to, in this browser or in another one (a phone's mail app opens the mailed link in its own).
 */
export const sharedPreorderPath = (familyUuid: string, selection: OrderSelection) =>
  `${preorderStepPath(familyUuid)}&${SHARE_QUERY}=${encodeSelection(selection)}`;

const parse = (text: string): Partial<Shared> | null => {
  try {
    const shared = JSON.parse(fromBase64Url(text)) as unknown;
    return typeof shared === 'object' && shared !== null && !Array.isArray(shared) ? (shared as Partial<Shared>) : null;
  } catch {
    return null;
  }
};

/** An amount a link may carry: whole NT$ up to the highest price a price list takes. */
const isAmount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_PRICE;

/** How the notices name where a configuration came from: a share link, or the member's saved ones. */
export interface ChangeWords {
  what: string;
  when: string;
}
export const SHARED_WORDS: ChangeWords = { what: '分享的配置', when: '分享時' };
export const SAVED_WORDS: ChangeWords = { what: '儲存的配置', when: '儲存時' };

/**
 * What changed in the catalog since the link was made, in the receiver's words: how many of the items it
 * chose were withdrawn (left out of the configuration), and which cost another amount than the link
 * says they did when it was shared. Only the link's own choices count, and only the portal's words and
 * item names are shown, never text from the link.
 */
export function sharedChanges(text: string, family: VehicleFamilyDetail, words: ChangeWords = SHARED_WORDS): string[] {
  const shared = parse(text);
  const amounts = shared?.p;
  if (!shared || typeof amounts !== 'object' || amounts === null || Array.isArray(amounts)) return [];
  const ids = (list: unknown) => (Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
  const chosen = new Set([shared.v, shared.m, ...ids(shared.o), ...ids(shared.l)].filter((id): id is string => typeof id === 'string'));
  const offered = offeredLines(family);
  const notices: string[] = [];
  let gone = 0;
  for (const uuid of chosen) {
    const amount = Object.hasOwn(amounts, uuid) ? amounts[uuid] : undefined;
    if (!isAmount(amount)) continue;
    const now = offered.get(uuid);
    if (!now) gone += 1;
    else if (now.amount !== amount)
      notices.push(`「${now.label}」${words.when}為 ${formatTwd(amount)}，現行價格為 ${formatTwd(now.amount)}。`);
  }
  return gone > 0 ? [`${words.what}中有 ${gone} 個項目已停售，已從配置中移除。`, ...notices] : notices;
}

/**
 * The selection of a share link, checked against the family as it is now: what no longer exists is
 * left out, and null comes back for a text that is not a share link.
 */
export function decodeSelection(text: string, family: VehicleFamilyDetail): OrderSelection | null {
  const shared = parse(text);
  if (!shared) return null;
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
