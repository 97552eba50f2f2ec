import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { sessionEnded } from '../session/session-ended';
import {
  agreementAccepted,
  catalogNoticesRead,
  familyLoaded,
  finishReadingSet,
  initialVehicleOrderState,
  pricesSeen,
  quantitySet,
  selectionsChanged,
  vehicleOrderCleared,
  vehicleOrderSlice,
} from './vehicle-order-slice';

const reduce = vehicleOrderSlice.reducer;

const family = (uuid: string): VehicleFamilyDetail => ({
  uuid,
  name: '輕型貨車',
  series: 'L 系列',
  tagline: '',
  description: '',
  image: '',
  keySpecs: [],
  vehicles: [
    {
      uuid: `${uuid}-a`,
      hp: 150,
      suspension: '鋼板',
      ratCode: 'R41',
      gearBox: '5MT',
      wheelBase: 3350,
      wheelCount: '4x2',
      price: 1_280_000,
    },
    {
      uuid: `${uuid}-b`,
      hp: 175,
      suspension: '鋼板',
      ratCode: 'R41',
      gearBox: '6AMT',
      wheelBase: 3850,
      wheelCount: '4x2',
      price: 1_420_000,
    },
  ],
  colors: [],
  carParts: [],
  localCarParts: [],
  agreement: { version: '2026-01', text: '' },
  maxQuantity: 5,
});

describe('vehicleOrder slice', () => {
  it('starts with quantity 1 and nothing selected', () => {
    expect(initialVehicleOrderState).toMatchObject({ quantity: 1, selectedVehicle: null, selectedOrigin: [] });
  });

  it('keeps of a kept selection only the vehicle and component values the family still offers', () => {
    let state = reduce(initialVehicleOrderState, familyLoaded(family('f1')));
    expect(state.selectedCarSeries).toBe('f1');
    state = reduce(
      state,
      selectionsChanged({ selectedVehicle: 'f1-gone', selectedHp: 200, selectedSuspension: '鋼板', selectedGearBox: '6AMT' }),
    );
    expect(reduce(state, familyLoaded(family('f1')))).toMatchObject({
      selectedVehicle: null,
      selectedHp: null,
      selectedSuspension: '鋼板',
      selectedGearBox: '6AMT',
    });
  });

  it('keeps the selection when the same family loads again, and drops it for another family', () => {
    let state = reduce(initialVehicleOrderState, familyLoaded(family('f1')));
    state = reduce(state, selectionsChanged({ selectedHp: 175, selectedVehicle: 'f1-b' }));
    state = reduce(state, quantitySet(3));
    expect(reduce(state, familyLoaded(family('f1')))).toMatchObject({ selectedHp: 175, quantity: 3 });
    expect(reduce(state, familyLoaded(family('f2')))).toMatchObject({
      selectedHp: null,
      selectedVehicle: null,
      quantity: 1,
      selectedCarSeries: 'f2',
    });
  });

  it('accepts the agreement only after it has been read to its end', () => {
    let state = reduce(initialVehicleOrderState, agreementAccepted(true));
    expect(state.acceptAgreement).toBe(false);
    state = reduce(state, finishReadingSet(true));
    state = reduce(state, agreementAccepted(true));
    expect(state.acceptAgreement).toBe(true);
  });

  it('keeps an acceptance while the agreement stays; a new version in force is to be read and accepted anew', () => {
    let state = reduce(initialVehicleOrderState, familyLoaded(family('f1')));
    state = reduce(state, finishReadingSet(true));
    state = reduce(state, agreementAccepted(true));
    state = reduce(state, familyLoaded(family('f1')));
    expect(state).toMatchObject({ acceptAgreement: true, isFinishReading: true, agreementVersion: '2026-01' });
    state = reduce(state, familyLoaded({ ...family('f1'), agreement: { version: '2027-01', text: '新版須知' } }));
    expect(state).toMatchObject({ acceptAgreement: false, isFinishReading: false, agreementVersion: '2027-01' });
  });

  it.each([
    ['vehicleOrderCleared', vehicleOrderCleared()],
    ['sessionEnded', sessionEnded({ reason: 'logout' })],
  ])('%s removes the selections, resets quantity to 1 and the agreement flags to false', (_name, action) => {
    let state = reduce(initialVehicleOrderState, familyLoaded(family('f1')));
    state = reduce(state, selectionsChanged({ selectedVehicle: 'f1-a', selectedLocal: ['box'] }));
    state = reduce(state, quantitySet(2));
    state = reduce(state, finishReadingSet(true));
    state = reduce(state, agreementAccepted(true));
    expect(reduce(state, action)).toEqual(initialVehicleOrderState);
  });
});

describe('a kept configuration after a catalog change', () => {
  it('is told of a withdrawn vehicle and loses it; read, the notice goes; a price seen again raises nothing', () => {
    let state = reduce(initialVehicleOrderState, familyLoaded(family('f1')));
    state = reduce(state, selectionsChanged({ selectedVehicle: 'f1-a' }));
    state = reduce(state, pricesSeen({ 'f1-a': { label: '輕型貨車 150 hp', amount: 1 } }));
    const withdrawn = { ...family('f1'), vehicles: family('f1').vehicles.filter((vehicle) => vehicle.uuid !== 'f1-a') };
    state = reduce(state, familyLoaded(withdrawn));
    expect(state.catalogNotices).toEqual(['「輕型貨車 150 hp」已停售，已從您的配置中移除。']);
    expect(state.selectedVehicle).toBeNull();
    state = reduce(state, catalogNoticesRead());
    expect(state.catalogNotices).toEqual([]);
    state = reduce(state, pricesSeen({}));
    expect(reduce(state, familyLoaded(withdrawn)).catalogNotices).toEqual([]);
  });

  it('of another family starts afresh, with nothing to tell', () => {
    let state = reduce(initialVehicleOrderState, familyLoaded(family('f1')));
    state = reduce(state, pricesSeen({ 'f1-a': { label: '輕型貨車 150 hp', amount: 1 } }));
    expect(reduce(state, familyLoaded(family('f2')))).toMatchObject({ catalogNotices: [], seenPrices: {} });
  });
});
