import { atParam, parseAt } from './visitor-place';

it('carries the browser location rounded to about a kilometre, and reads back only a latitude and longitude', () => {
  expect(atParam({ lat: 24.957_23, lon: 121.225_1 })).toBe('24.96,121.23');
  expect(parseAt('24.96,121.23')).toEqual({ lat: 24.96, lon: 121.23 });
  // A finer place sent by hand is rounded as the page would have sent it.
  expect(parseAt(' 24.957231,121.225149 ')).toEqual({ lat: 24.96, lon: 121.23 });
  for (const bad of ['', '24.96', '24.96;121.23', 'abc,def', '95.1,121.2', '24.9,190.5', '24.96,121.23,1', '1e2,121'])
    expect(parseAt(bad)).toBeNull();
});
