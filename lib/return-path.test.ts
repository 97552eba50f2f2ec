import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/member/purchase?tab=0', '/member/purchase?tab=0'],
    ['/vehicleowner/info-abc/color#top', '/vehicleowner/info-abc/color#top'],
  ])('keeps a path on this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([null, '', 'member', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '\\\\evil.example'])(
    'sends anything that could leave the site home: %j',
    (value) => {
      expect(safeReturnPath(value)).toBe('/');
    },
  );
});
