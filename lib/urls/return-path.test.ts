import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/member/purchase?tab=0', '/member/purchase?tab=0'],
    ['/vehicleowner/info-abc/color#top', '/vehicleowner/info-abc/color#top'],
  ])('keeps a path on this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'member',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    // Dot segments that resolve to a scheme-relative URL (the pen test's payloads).
    '/.//evil.example/',
    '/..//evil.example',
    '/./\\evil.example',
    '/../\\evil.example/x?y=1',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/./\t/evil.example',
    // The same after the one decoding URLSearchParams does of ?returnTo=.
    decodeURIComponent('%2F.%2F%2Fevil.example%2F'),
    decodeURIComponent('%2F..%2F%5Cevil.example'),
  ])('sends anything that could leave the site home: %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});
