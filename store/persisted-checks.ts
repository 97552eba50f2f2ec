// What redux-persist reads back is whatever the browser kept: another version's shape, a hand edit, a
// broken write. Each persisted slice is checked here before it enters the store; what does not fit is
// dropped. Hand-written rather than zod: the configurator's pages ship this, and zod would add tens of kB.
import type { WebStorage } from 'redux-persist/es/types';

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
/** A stored list of part ids: no catalog has anywhere near this many parts. */
const MAX_STORED_PARTS = 200;
const isIdList: Check = (value) => Array.isArray(value) && value.length <= MAX_STORED_PARTS && value.every(isString);
const isQuantity: Check = (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 999;

/** The price lines last shown: by id, each line's words and amount (a configuration has a few dozen at most). */
const isSeenPrices: Check = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= MAX_STORED_PARTS &&
  Object.values(value).every(
    (line: unknown) =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as { label?: unknown }).label === 'string' &&
      (line as { label: string }).label.length <= 200 &&
      Number.isInteger((line as { amount?: unknown }).amount),
  );

const FIELDS = {
  vehicleOrder: {
    selectedCarSeries: orNull(isString),
    selectedVehicle: orNull(isString),
    selectedHp: orNull(isNumber),
    selectedSuspension: orNull(isString),
    selectedRatCode: orNull(isString),
    selectedGearBox: orNull(isString),
    selectedWheelBase: orNull(isNumber),
    selectedWheelCount: orNull(isString),
    selectedColor: orNull(isString),
    selectedColorMaterial: orNull(isString),
    selectedOrigin: isIdList,
    selectedLocal: isIdList,
    quantity: isQuantity,
    acceptAgreement: isBoolean,
    isFinishReading: isBoolean,
    agreementVersion: orNull(isString),
    seenPrices: isSeenPrices,
  },
  login: {
    cvWebToken: isString,
    memberUuid: isString,
    isWebValid: (value: unknown) => value === 'true' || value === 'false',
    goBackPreorder: isBoolean,
    memberName: isString,
  },
} satisfies Record<string, Record<string, Check>>;

export type PersistedSlice = keyof typeof FIELDS;

/** Said once when a slice had to start afresh. */
export const SELECTION_NOTICE = '先前儲存的配置無法讀取，已重設。';
export const LOGIN_NOTICE = '先前儲存的登入狀態無法讀取，請重新登入。';
export const RESET_NOTICES: Record<PersistedSlice, string> = { vehicleOrder: SELECTION_NOTICE, login: LOGIN_NOTICE };

/**
 * Whether a slice as read back fits: a plain object with only known fields, each of its type. A field
 * may be missing (it keeps its initial value); redux-persist's own `_persist` is allowed.
 */
export function storedStateFits(slice: PersistedSlice, value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const checks: Record<string, Check> = FIELDS[slice];
  return Object.entries(value).every(([key, field]) => key === '_persist' || (Object.hasOwn(checks, key) && checks[key](field)));
}

/** Stands for an item that is not redux-persist's JSON at all; it never fits, so the slice starts afresh. */
const UNREADABLE = JSON.stringify({ unreadable: 'true' });

const readable = (raw: string) => {
  try {
    const outer: unknown = JSON.parse(raw);
    if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return false;
    for (const field of Object.values(outer)) JSON.parse(field as string);
    return Object.values(outer).every(isString);
  } catch {
    return false;
  }
};

/** The storage with every item that redux-persist could not parse turned into one that never fits. */
export const readableStorage = (storage: WebStorage): WebStorage => ({
  getItem: async (key) => {
    const raw = await storage.getItem(key);
    return raw === null || raw === undefined || readable(raw) ? raw : UNREADABLE;
  },
  setItem: (key, value) => storage.setItem(key, value),
  removeItem: (key) => storage.removeItem(key),
});
