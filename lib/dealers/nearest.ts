// The points in order of distance from a town the visitor names (its centroid; straight-line distance, not
// by road), for /dealers?near=桃園市中壢區.
import towns from '../geo/town-centroids.json';
import { distanceKm, type LatLon } from '../geo/projection';
import { townCentroid } from '../geo/towns';

/** Every town that has a centroid, by city, as the "near" select lists them: [city, town[]]. */
export const TOWNS_BY_CITY: readonly (readonly [string, readonly string[]])[] = Object.entries(towns.towns).map(
  ([city, byTown]) => [city, Object.keys(byTown)] as const,
);

/** A town named as city and town together (桃園市中壢區), or null when no town with a centroid is so named. */
export function townNamed(name: string): { city: string; town: string; at: LatLon } | null {
  for (const [city] of TOWNS_BY_CITY) {
    const town = name.slice(city.length);
    const at = name.startsWith(city) ? townCentroid(city, town) : undefined;
    if (at) return { city, town, at };
  }
  return null;
}

/** The items with their distance from `from` in km, nearest first. */
export function byDistance<T extends { latitude: number; longitude: number }>(items: readonly T[], from: LatLon): (T & { km: number })[] {
  return items.map((item) => ({ ...item, km: distanceKm(from, { lat: item.latitude, lon: item.longitude }) })).sort((a, b) => a.km - b.km);
}
