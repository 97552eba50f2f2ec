/** @jest-environment node */
import { seedFamily } from '@/lib/testing/seed-family';
import { evaluateOrder } from '@/lib/sale/pricing';
import { componentChosen, defaultVehicleChosen, orderSelectionOf, partToggled, vehicleChosen } from './configurator';
import { makeStore } from './make-store';
import { familyLoaded } from './slices/vehicle-order-slice';

const newStore = () => makeStore({ environment: { navigate: jest.fn(), announce: jest.fn() } });

describe('choosing a configuration in the store', () => {
  it('six component choices select exactly the vehicle they describe, priced by the shared rule', () => {
    const store = newStore();
    const light = seedFamily();
    store.dispatch(familyLoaded(light));
    const target = light.vehicles[5];
    for (const key of ['hp', 'suspension', 'ratCode', 'gearBox', 'wheelBase', 'wheelCount'] as const)
      store.dispatch(componentChosen(key, target[key]));
    const order = store.getState().vehicleOrder;
    expect(order.selectedVehicle).toBe(target.uuid);
    expect(evaluateOrder(light, orderSelectionOf(order)).price.lines[0]).toMatchObject({ kind: 'vehicle', amount: target.price });
  });

  it('a choice that does not fit the others reopens them and leaves no vehicle', () => {
    const store = newStore();
    const light = seedFamily();
    store.dispatch(familyLoaded(light));
    const manual = light.vehicles.find((vehicle) => vehicle.gearBox === '5速手排')!;
    for (const key of ['hp', 'suspension', 'ratCode', 'gearBox', 'wheelBase', 'wheelCount'] as const)
      store.dispatch(componentChosen(key, manual[key]));
    store.dispatch(componentChosen('suspension', '空氣懸吊'));
    const order = store.getState().vehicleOrder;
    expect(order.selectedSuspension).toBe('空氣懸吊');
    expect(order.selectedGearBox).toBeNull();
    expect(order.selectedVehicle).toBeNull();
  });

  it('a family without a chosen vehicle starts from its first vehicle; one already chosen stays', () => {
    const store = newStore();
    const light = seedFamily();
    store.dispatch(familyLoaded(light));
    store.dispatch(defaultVehicleChosen());
    const first = light.vehicles[0];
    let order = store.getState().vehicleOrder;
    expect([order.selectedVehicle, order.selectedHp, order.selectedGearBox, order.selectedWheelBase]).toEqual([
      first.uuid,
      first.hp,
      first.gearBox,
      first.wheelBase,
    ]);
    store.dispatch(vehicleChosen(light.vehicles[7].uuid));
    store.dispatch(defaultVehicleChosen());
    order = store.getState().vehicleOrder;
    expect([order.selectedVehicle, order.selectedRatCode, order.selectedWheelCount]).toEqual([
      light.vehicles[7].uuid,
      light.vehicles[7].ratCode,
      light.vehicles[7].wheelCount,
    ]);
    // An id the family does not have changes nothing.
    store.dispatch(vehicleChosen('no-such-vehicle'));
    expect(store.getState().vehicleOrder.selectedVehicle).toBe(light.vehicles[7].uuid);
  });

  it('a part of an exclusive group replaces the other one of its group and says which', () => {
    const store = newStore();
    const light = seedFamily();
    store.dispatch(familyLoaded(light));
    const [first, second] = light.localCarParts.filter((part) => part.exclusiveGroup === '車斗車廂');
    const other = light.localCarParts.find((part) => part.exclusiveGroup === null)!;
    store.dispatch(partToggled('selectedLocal', first, true));
    store.dispatch(partToggled('selectedLocal', other, true));
    const replaced = store.dispatch(partToggled('selectedLocal', second, true));
    expect(replaced.map((part) => part.uuid)).toEqual([first.uuid]);
    expect(store.getState().vehicleOrder.selectedLocal).toEqual([other.uuid, second.uuid]);
    store.dispatch(partToggled('selectedLocal', second, false));
    expect(store.getState().vehicleOrder.selectedLocal).toEqual([other.uuid]);
  });

  it('opening another family drops the selection of the first', () => {
    const store = newStore();
    store.dispatch(familyLoaded(seedFamily(0)));
    store.dispatch(componentChosen('hp', 150));
    store.dispatch(familyLoaded(seedFamily(1)));
    expect(store.getState().vehicleOrder.selectedHp).toBeNull();
    store.dispatch(componentChosen('hp', seedFamily(1).vehicles[0].hp));
    store.dispatch(familyLoaded(seedFamily(1)));
    expect(store.getState().vehicleOrder.selectedHp).toBe(seedFamily(1).vehicles[0].hp);
  });
});
