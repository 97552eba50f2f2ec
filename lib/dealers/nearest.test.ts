import { byDistance, TOWNS_BY_CITY, townNamed } from './nearest';

const points = [
  { name: '高雄', latitude: 22.5958, longitude: 120.3098 },
  { name: '中壢', latitude: 24.9784, longitude: 121.1957 },
  { name: '觀音', latitude: 25.0592, longitude: 121.1406 },
];

it('finds a town by its city and town named together, and nothing for a name no town has', () => {
  expect(townNamed('桃園市中壢區')).toMatchObject({ city: '桃園市', town: '中壢區' });
  expect(townNamed('新竹市東區')).toMatchObject({ city: '新竹市', town: '東區' });
  expect(townNamed('中壢區')).toBeNull();
  expect(townNamed('桃園市不存在區')).toBeNull();
  expect(townNamed('桃園市constructor')).toBeNull();
  expect(townNamed('桃園市__proto__')).toBeNull();
});

it('orders points nearest first from the centroid of 桃園市中壢區, with straight-line kilometres', () => {
  const sorted = byDistance(points, townNamed('桃園市中壢區')!.at);
  expect(sorted.map((point) => point.name)).toEqual(['中壢', '觀音', '高雄']);
  expect(sorted[0].km).toBeLessThan(3);
  expect(sorted[2].km).toBeGreaterThan(250);
});

it('offers every town with a centroid, grouped by city', () => {
  expect(TOWNS_BY_CITY).toHaveLength(22);
  expect(TOWNS_BY_CITY.flatMap(([, towns]) => towns).length).toBeGreaterThan(360);
});
