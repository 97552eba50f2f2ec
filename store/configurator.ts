import { COMPONENT_KEYS, type ComponentKey, type ComponentValue } from '@/lib/catalog/component-keys';
import type { CarPart, Vehicle, VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { choose, vehicleFor, type ComponentChoice } from '@/lib/configurator/components';
import type { OrderSelection } from '@/lib/sale/pricing';
import type { AppDispatch, RootState } from './make-store';
import {
  catalogNoticesRead,
  familyLoaded,
  quantitySet,
  SELECTED_FIELD,
  selectionsChanged,
  type Selections,
} from './slices/vehicle-order-slice';

export { SELECTED_FIELD };

type Order = RootState['vehicleOrder'];

export const componentChoiceOf = (order: Order): ComponentChoice =>
  Object.fromEntries(
    COMPONENT_KEYS.filter((key) => order[SELECTED_FIELD[key]] !== null).map((key) => [key, order[SELECTED_FIELD[key]]]),
  ) as ComponentChoice;

/** The selection in the shape the price rule and POST /order/order/v1 take. */
export const orderSelectionOf = (order: Order): OrderSelection => ({
  vehicleUuid: order.selectedVehicle,
  colorUuid: order.selectedColor,
  colorMaterialUuid: order.selectedColorMaterial,
  originPartUuids: order.selectedOrigin,
  localPartUuids: order.selectedLocal,
  quantity: order.quantity,
});

/** Chooses (or, with null, clears) one component; the others adjust and the vehicle follows. */
export const componentChosen = (key: ComponentKey, value: ComponentValue | null) => (dispatch: AppDispatch, getState: () => RootState) => {
  const order = getState().vehicleOrder;
  const vehicles = order.vehicleObject?.vehicles ?? [];
  const next = choose(vehicles, componentChoiceOf(order), key, value);
  const changes: Partial<Selections> = { selectedVehicle: vehicleFor(vehicles, next)?.uuid ?? null };
  for (const each of COMPONENT_KEYS) Object.assign(changes, { [SELECTED_FIELD[each]]: next[each] ?? null });
  dispatch(selectionsChanged(changes));
};

/** The six components of one vehicle, and the vehicle, as the slice's fields. */
const componentsOf = (vehicle: Vehicle | null): Partial<Selections> => {
  const changes: Partial<Selections> = { selectedVehicle: vehicle?.uuid ?? null };
  for (const key of COMPONENT_KEYS) Object.assign(changes, { [SELECTED_FIELD[key]]: vehicle ? vehicle[key] : null });
  return changes;
};

/** Chooses a whole vehicle of the family loaded (a model from the family's table, or an adjustment's). */
export const vehicleChosen = (vehicleUuid: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  const vehicle = getState().vehicleOrder.vehicleObject?.vehicles.find((each) => each.uuid === vehicleUuid);
  if (vehicle) dispatch(selectionsChanged(componentsOf(vehicle)));
};

/** Step 1 never starts empty: without a vehicle, the family's first in the catalog's order is chosen. */
export const defaultVehicleChosen = () => (dispatch: AppDispatch, getState: () => RootState) => {
  const order = getState().vehicleOrder;
  const first = order.vehicleObject?.vehicles[0];
  if (!order.selectedVehicle && first) dispatch(selectionsChanged(componentsOf(first)));
};

/**
 * Ticks or unticks a part of one list. A part of an exclusive group replaces the other part of its
 * group; the part that gave way is returned so the page can say so.
 */
export const partToggled =
  (list: 'selectedOrigin' | 'selectedLocal', part: CarPart, on: boolean) => (dispatch: AppDispatch, getState: () => RootState) => {
    const order = getState().vehicleOrder;
    const catalog = (list === 'selectedOrigin' ? order.vehicleObject?.carParts : order.vehicleObject?.localCarParts) ?? [];
    const current = order[list].filter((uuid) => uuid !== part.uuid);
    const replaced =
      on && part.exclusiveGroup
        ? catalog.filter((other) => other.exclusiveGroup === part.exclusiveGroup && current.includes(other.uuid))
        : [];
    const next = on ? [...current.filter((uuid) => !replaced.some((other) => other.uuid === uuid)), part.uuid] : current;
    dispatch(selectionsChanged({ [list]: next }));
    return replaced;
  };

/** Opens a shared configuration: the vehicle's six components, color, paint, parts and quantity. */
export const selectionShared = (selection: OrderSelection) => (dispatch: AppDispatch, getState: () => RootState) => {
  const vehicle = getState().vehicleOrder.vehicleObject?.vehicles.find((each) => each.uuid === selection.vehicleUuid);
  const changes: Partial<Selections> = {
    ...componentsOf(vehicle ?? null),
    selectedColor: selection.colorUuid,
    selectedColorMaterial: selection.colorMaterialUuid,
    selectedOrigin: [...selection.originPartUuids],
    selectedLocal: [...selection.localPartUuids],
  };
  dispatch(selectionsChanged(changes));
  dispatch(quantitySet(selection.quantity));
};

/**
 * Opens a family in the configurator: its catalog, then a share link's selection (which replaces the one there; what
 * the catalog changed since is said by the link's own notices) or a model from the family's table. Step 1 never
 * starts empty: a visitor changes a build rather than making one from nothing.
 */
export const familyOpened =
  (family: VehicleFamilyDetail, { selection, model }: { selection: OrderSelection | null; model: string | null }) =>
  (dispatch: AppDispatch) => {
    dispatch(familyLoaded(family));
    if (selection) {
      dispatch(catalogNoticesRead());
      dispatch(selectionShared(selection));
    } else if (model) dispatch(vehicleChosen(model));
    dispatch(defaultVehicleChosen());
  };
