/** @jest-environment node */
import { persistStore } from 'redux-persist';
import { evaluateOrder } from '@/lib/sale/pricing';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { seedFamily } from '@/lib/testing/seed-family';
import { orderSelectionOf } from './configurator';
import { makeStore } from './make-store';
import { LOGIN_NOTICE, SELECTION_NOTICE, storedStateFits } from './persisted-checks';
import { initialLoginState } from './slices/login-slice';
import { familyLoaded, initialVehicleOrderState, persistedVehicleOrderKeys } from './slices/vehicle-order-slice';

// Each field as redux-persist writes it: a JSON string per field inside a JSON object.
const stored = (fields: Record<string, unknown>) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: '{"version":-1,"rehydrated":true}',
  });

const good = {
  selectedCarSeries: 'fam-1',
  selectedVehicle: 'v-1',
  selectedHp: 150,
  selectedSuspension: '鋼板懸吊',
  selectedRatCode: 'R4.1',
  selectedGearBox: '6速手排',
  selectedWheelBase: 3350,
  selectedWheelCount: '6輪',
  selectedColor: 'c-1',
  selectedColorMaterial: 'm-1',
  selectedOrigin: ['p-1'],
  selectedLocal: [],
  quantity: 2,
  acceptAgreement: true,
  isFinishReading: true,
};

const malformedSelections: Array<[string, string]> = [
  ['selectedOrigin null', stored({ ...good, selectedOrigin: null })],
  ['selectedLocal a number', stored({ ...good, selectedLocal: 7 })],
  ['parts not strings', stored({ ...good, selectedOrigin: [1, null] })],
  ['a string for a number', stored({ ...good, selectedHp: 'strong' })],
  ['a number for a string', stored({ ...good, selectedVehicle: 42 })],
  ['quantity zero', stored({ ...good, quantity: 0 })],
  ['quantity a fraction', stored({ ...good, quantity: 1.5 })],
  ['quantity a string', stored({ ...good, quantity: 'many' })],
  ['acceptAgreement a string', stored({ ...good, acceptAgreement: 'yes' })],
  ['an array for a string', stored({ ...good, selectedColor: ['x'] })],
  ['an object for an array', stored({ ...good, selectedOrigin: { a: 1 } })],
  ['the whole value an array', '[1,2,3]'],
  ['the whole value null', 'null'],
  ['the whole value a number', '42'],
  ['not JSON', '{not json'],
  ['a field that is not JSON', JSON.stringify({ selectedCarSeries: '"fam-1"', selectedOrigin: '[oops' })],
  ['an old version: raw values and other names', JSON.stringify({ carSeries: 'fam-1', selectedOrigin: ['a'], _persist: '{"version":0}' })],
  ['unknown fields', stored({ ...good, legacyCart: [] })],
];

async function restored(raw: string, key = 'vehicleOrder') {
  const storage = memoryStorage();
  storage.items.set(`persist:${key}`, raw);
  const announce = jest.fn();
  const store = makeStore({ storage, environment: { navigate: jest.fn(), announce } });
  let persistor: ReturnType<typeof persistStore> | undefined;
  await new Promise<void>((resolve) => {
    persistor = persistStore(store, undefined, resolve);
  });
  return { store, announce, items: storage.items, flush: () => persistor!.flush() };
}

const persistedSelections = (state: typeof initialVehicleOrderState) =>
  Object.fromEntries(persistedVehicleOrderKeys.map((key) => [key, state[key]]));

describe('storedStateFits', () => {
  it('takes a well-formed selection and an empty one', () => {
    expect(storedStateFits('vehicleOrder', good)).toBe(true);
    expect(storedStateFits('vehicleOrder', { selectedCarSeries: null })).toBe(true);
    expect(storedStateFits('login', { cvWebToken: 't', memberUuid: 'm', isWebValid: 'true', goBackPreorder: false })).toBe(true);
  });

  it.each([
    ['null', null],
    ['an array', [good]],
    ['a string', 'vehicleOrder'],
    ['selectedOrigin null', { ...good, selectedOrigin: null }],
    ['wrong types', { ...good, selectedHp: '150', quantity: '2' }],
    ['an unknown field', { ...good, parts: [] }],
    ['a huge list', { ...good, selectedLocal: Array.from({ length: 1000 }, (_, index) => `p-${index}`) }],
  ])('refuses %s for the selection', (_, value) => expect(storedStateFits('vehicleOrder', value)).toBe(false));

  it.each([
    ['a number token', { cvWebToken: 1 }],
    ['isWebValid a boolean', { isWebValid: true }],
    ['goBackPreorder a string', { goBackPreorder: 'yes' }],
    ['an unknown field', { token: 'x' }],
  ])('refuses %s for the login', (_, value) => expect(storedStateFits('login', value)).toBe(false));
});

describe('restoring what the browser kept', () => {
  it.each(malformedSelections)('%s: the selection starts afresh, says so once, and prices', async (_, raw) => {
    const { store, announce, items, flush } = await restored(raw);
    const order = store.getState().vehicleOrder;
    expect(persistedSelections(order)).toEqual(persistedSelections(initialVehicleOrderState));
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith(SELECTION_NOTICE);
    const family = seedFamily();
    store.dispatch(familyLoaded(family));
    expect(() => evaluateOrder(family, orderSelectionOf(store.getState().vehicleOrder))).not.toThrow();
    // What is kept now is the fresh state, so the next page does not find the same thing again.
    await flush();
    expect(JSON.parse(JSON.parse(items.get('persist:vehicleOrder')!).selectedOrigin)).toEqual([]);
  });

  it('a well-formed selection comes back as it was, without a word', async () => {
    const { store, announce } = await restored(stored(good));
    expect(store.getState().vehicleOrder).toMatchObject(good);
    expect(announce).not.toHaveBeenCalled();
  });

  it.each([
    ['a number token', stored({ cvWebToken: 5, memberUuid: 'm', isWebValid: 'true', goBackPreorder: false })],
    ['not JSON', 'tok'],
    ['null', 'null'],
  ])('a login stored as %s is forgotten with a notice', async (_, raw) => {
    const { store, announce } = await restored(raw, 'login');
    expect(store.getState().login).toMatchObject(initialLoginState);
    expect(announce).toHaveBeenCalledWith(LOGIN_NOTICE);
  });
});

describe('a stored selection the catalog no longer has', () => {
  it('keeps nothing withdrawn: vehicle, its components, color, paint and parts', async () => {
    const family = seedFamily();
    const { store } = await restored(
      stored({ ...good, selectedCarSeries: family.uuid, selectedHp: 9999, selectedLocal: [family.localCarParts[0].uuid, 'gone'] }),
    );
    store.dispatch(familyLoaded(family));
    const order = store.getState().vehicleOrder;
    expect(order).toMatchObject({
      selectedVehicle: null,
      selectedHp: null,
      selectedColor: null,
      selectedColorMaterial: null,
      selectedOrigin: [],
    });
    expect(order.selectedLocal).toEqual([family.localCarParts[0].uuid]);
  });
});
