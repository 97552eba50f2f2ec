// Places latitude/longitude on the map drawn from taiwan-outline.json. The frames (main island plus the
// Kinmen and Matsu insets) come from that same file, written by lib/tools/town-centroids.mjs, so a dot and
// the outline beneath it can never disagree. No map tiles: everything is local and synchronous.
import outline from './taiwan-outline.json';

export type LatLon = { lat: number; lon: number };
export type Point = { x: number; y: number };

const { pxPerDegree, cosLatitude, frames } = outline.projection;
const main = frames.find((frame) => frame.name === 'main')!;

/** The SVG viewBox the outline's paths and project()'s points share. */
export const VIEW_BOX = outline.viewBox.join(' ');

const frameOf = ({ lat, lon }: LatLon) => frames.find((f) => lon >= f.lonMin && lon <= f.lonMax && lat >= f.latMin && lat <= f.latMax);

/** Whether a place lies on the map: Taiwan's main island with its near islands, Kinmen or Matsu. */
export const onTheMap = (at: LatLon) => frameOf(at) !== undefined;

/**
 * Equirectangular with x scaled by cos(23.7°), linear so straight lines stay straight. A point inside the
 * Kinmen or Matsu box is drawn in that inset; anything else in the main frame (it may then fall outside
 * the viewBox, e.g. Pratas).
 */
export function project(at: LatLon): Point {
  const { lat, lon } = at;
  const frame = frameOf(at) ?? main;
  return {
    x: frame.x + (lon - frame.lonMin) * cosLatitude * pxPerDegree,
    y: frame.y + (frame.latMax - lat) * pxPerDegree,
  };
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine): straight-line "as the crow flies", not by road. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
