import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_QUANTITY } from '@/lib/constants';
import { sessionEnded } from '../session/session-ended';
import { COMPONENT_KEYS, type ComponentKey } from '@/lib/catalog/component-keys';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { PreorderDetail } from '@/lib/sale/purchases';
import { catalogChanges, type SeenPrices } from '@/lib/configurator/catalog-changes';

export interface Selections {
  /** The family the selections belong to; a selection from another family is never mixed in. */
  selectedCarSeries: string | null;
  selectedVehicle: string | null;
  selectedHp: number | null;
  selectedSuspension: string | null;
  selectedRatCode: string | null;
  selectedGearBox: string | null;
  selectedWheelBase: number | null;
  selectedWheelCount: string | null;
  selectedColor: string | null;
  selectedColorMaterial: string | null;
  selectedOrigin: string[];
  selectedLocal: string[];
}

export interface VehicleOrderState extends Selections {
  vehicleObject: VehicleFamilyDetail | null;
  quantity: number;
  acceptAgreement: boolean;
  isFinishReading: boolean;
  /** The agreement's version that was read (and perhaps accepted): a newer one in force is read anew. */
  agreementVersion: string | null;
  /** The answer to the pre-order just sent, so /vehicleowner/preorder-done knows one was placed in this visit; not persisted. */
  lastPreorder: PreorderDetail | null;
  /** The price's lines as last shown (persisted), to tell the buyer what the catalog changed meanwhile. */
  seenPrices: SeenPrices;
  /** What changed since the configuration was last shown, said once it is opened again; not persisted. */
  catalogNotices: string[];
}

const emptySelections: Selections = {
  selectedCarSeries: null,
  selectedVehicle: null,
  selectedHp: null,
  selectedSuspension: null,
  selectedRatCode: null,
  selectedGearBox: null,
  selectedWheelBase: null,
  selectedWheelCount: null,
  selectedColor: null,
  selectedColorMaterial: null,
  selectedOrigin: [],
  selectedLocal: [],
};

export const initialVehicleOrderState: VehicleOrderState = {
  vehicleObject: null,
  ...emptySelections,
  quantity: INITIAL_QUANTITY,
  acceptAgreement: false,
  isFinishReading: false,
  agreementVersion: null,
  lastPreorder: null,
  seenPrices: {},
  catalogNotices: [],
};

/** The fields redux-persist keeps: the selections, the quantity, the agreement and the prices seen (docs/product.md, Session). */
export const persistedVehicleOrderKeys = [
  ...(Object.keys(emptySelections) as Array<keyof Selections>),
  'quantity',
  'acceptAgreement',
  'isFinishReading',
  'agreementVersion',
  'seenPrices',
] as const;

/** The slice's field for each component (selectedHp … selectedWheelCount; docs/product.md, Configurator and pre-order). */
export const SELECTED_FIELD = {
  hp: 'selectedHp',
  suspension: 'selectedSuspension',
  ratCode: 'selectedRatCode',
  gearBox: 'selectedGearBox',
  wheelBase: 'selectedWheelBase',
  wheelCount: 'selectedWheelCount',
} as const satisfies Record<ComponentKey, keyof Selections>;

/** A kept selection loses what the catalog no longer has (a withdrawn vehicle, color, paint or part). */
function keepOnlyWhatExists(state: VehicleOrderState, family: VehicleFamilyDetail) {
  if (!family.vehicles.some((vehicle) => vehicle.uuid === state.selectedVehicle)) state.selectedVehicle = null;
  for (const key of COMPONENT_KEYS) {
    const field = SELECTED_FIELD[key];
    if (!family.vehicles.some((vehicle) => vehicle[key] === state[field])) Object.assign(state, { [field]: null });
  }
  const color = family.colors.find((each) => each.uuid === state.selectedColor);
  if (!color) state.selectedColor = null;
  if (!color?.materials.some((each) => each.uuid === state.selectedColorMaterial)) state.selectedColorMaterial = null;
  state.selectedOrigin = state.selectedOrigin.filter((uuid) => family.carParts.some((part) => part.uuid === uuid));
  state.selectedLocal = state.selectedLocal.filter((uuid) => family.localCarParts.some((part) => part.uuid === uuid));
}

export const vehicleOrderSlice = createSlice({
  name: 'vehicleOrder',
  initialState: initialVehicleOrderState,
  reducers: {
    familyLoaded(state, action: PayloadAction<VehicleFamilyDetail>) {
      const family = action.payload;
      if (state.selectedCarSeries !== family.uuid) {
        Object.assign(state, emptySelections, {
          quantity: INITIAL_QUANTITY,
          acceptAgreement: false,
          isFinishReading: false,
          seenPrices: {},
        });
        state.selectedCarSeries = family.uuid;
      }
      if (state.agreementVersion !== family.agreement.version) {
        // A new version of the agreement is in force (issue 20): what was read and accepted was another text.
        state.acceptAgreement = false;
        state.isFinishReading = false;
        state.agreementVersion = family.agreement.version;
      }
      const notices = catalogChanges(state.seenPrices, family);
      if (notices.length > 0) state.catalogNotices = notices;
      state.vehicleObject = family;
      keepOnlyWhatExists(state, family);
    },
    selectionsChanged(state, action: PayloadAction<Partial<Omit<Selections, 'selectedCarSeries'>>>) {
      Object.assign(state, action.payload);
    },
    quantitySet(state, action: PayloadAction<number>) {
      state.quantity = action.payload;
    },
    finishReadingSet(state, action: PayloadAction<boolean>) {
      state.isFinishReading = action.payload;
      if (!action.payload) state.acceptAgreement = false;
    },
    agreementAccepted(state, action: PayloadAction<boolean>) {
      // Acceptance needs the agreement read to its end; reading follows acceptance.
      state.acceptAgreement = action.payload && state.isFinishReading;
    },
    pricesSeen(state, action: PayloadAction<SeenPrices>) {
      state.seenPrices = action.payload;
    },
    catalogNoticesRead(state) {
      state.catalogNotices = [];
    },
    preorderPlaced(state, action: PayloadAction<PreorderDetail>) {
      state.lastPreorder = action.payload;
    },
    /** The journey of the pre-order just placed is over (/vehicleowner/preorder-done): the selection and the answer go. */
    vehicleOrderCleared: () => initialVehicleOrderState,
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialVehicleOrderState),
});

export const {
  familyLoaded,
  selectionsChanged,
  quantitySet,
  finishReadingSet,
  agreementAccepted,
  pricesSeen,
  catalogNoticesRead,
  preorderPlaced,
  vehicleOrderCleared,
} = vehicleOrderSlice.actions;
