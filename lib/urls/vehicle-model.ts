import { CONFIG_STEPS } from '../constants';
import { vehicleInfoPath } from './vehicle.mjs';

/** The query of the configurator's first step that names a model picked in the family's table. */
export const VEHICLE_QUERY = 'vehicle';

/** The configurator's first step with one model of the family chosen. */
export const vehicleModelPath = (familyUuid: string, vehicleUuid: string) =>
  `${vehicleInfoPath(familyUuid, CONFIG_STEPS[0])}?${VEHICLE_QUERY}=${encodeURIComponent(vehicleUuid)}`;
