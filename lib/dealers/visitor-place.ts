// Where the visitor is, as the browser's location gives it (with their permission), carried in the list's
// address as ?at=24.96,121.22 so the sorted list is a page of its own. Rounded to two decimals (about 1 km):
// enough to sort points tens of kilometres apart, and no more of the visitor's whereabouts than that.
import type { LatLon } from '../geo/projection';

/** The decimals kept of a latitude or longitude. */
export const AT_DECIMALS = 2;

const AT_PARAM = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;

/** The address's form of a place: 24.96,121.22. */
export const atParam = ({ lat, lon }: LatLon) => `${lat.toFixed(AT_DECIMALS)},${lon.toFixed(AT_DECIMALS)}`;

/** The place of an address's ?at=, rounded as atParam rounds it; null when it is not a latitude and longitude. */
export function parseAt(text: string): LatLon | null {
  const match = AT_PARAM.exec(text.trim());
  if (!match) return null;
  const [lat, lon] = [Number(match[1]), Number(match[2])].map((value) => Number(value.toFixed(AT_DECIMALS)));
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}
