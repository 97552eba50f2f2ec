/** @jest-environment node */
import { resolvePublicOrigin } from './public-origin';

// The public origin (lib/urls/public-origin.js): what lib/runtime/server.ts reads when it starts.

describe('resolvePublicOrigin', () => {
  it.each([
    ['https://portal.example.tw', 'https://portal.example.tw'],
    ['https://portal.example.tw/', 'https://portal.example.tw'],
    ['HTTPS://Portal.Example.TW:443', 'https://portal.example.tw'],
    ['http://192.0.2.7:8080', 'http://192.0.2.7:8080'],
  ])('takes PUBLIC_ORIGIN=%s as %s', (given, origin) => {
    expect(resolvePublicOrigin({ PUBLIC_ORIGIN: given }, '127.0.0.1', 3000)).toEqual({ origin });
  });

  it('still reads the old name NEXT_PUBLIC_SITE_URL, and the new one first', () => {
    expect(resolvePublicOrigin({ NEXT_PUBLIC_SITE_URL: 'https://old.example.tw' }, '127.0.0.1', 3000)).toEqual({
      origin: 'https://old.example.tw',
    });
    expect(
      resolvePublicOrigin({ PUBLIC_ORIGIN: 'https://new.example.tw', NEXT_PUBLIC_SITE_URL: 'https://old.example.tw' }, '127.0.0.1', 3000),
    ).toEqual({ origin: 'https://new.example.tw' });
  });

  it.each([
    'portal.example.tw',
    'ftp://portal.example.tw',
    'https://portal.example.tw/portal',
    'https://portal.example.tw/?a=1',
    'https://portal.example.tw/#top',
    'https://user:pw@portal.example.tw',
  ])('refuses %s with one sentence naming the setting', (given) => {
    const { origin, problem } = resolvePublicOrigin({ PUBLIC_ORIGIN: given }, '127.0.0.1', 3000);
    expect(origin).toBeUndefined();
    expect(problem).toMatch(/^portal: PUBLIC_ORIGIN must be [^\n]+\.$/);
  });

  it.each([
    ['127.0.0.1', 3000, 'http://127.0.0.1:3000'],
    ['localhost', 8080, 'http://localhost:8080'],
    ['192.0.2.7', 3000, 'http://192.0.2.7:3000'],
    ['::1', 3000, 'http://[::1]:3000'],
  ])('without a setting is the address it listens on (%s, %d)', (host, port, origin) => {
    expect(resolvePublicOrigin({}, host, port)).toEqual({ origin });
  });

  it.each(['0.0.0.0', '::'])('without a setting on every address (%s) is no origin: the server is told to set PUBLIC_ORIGIN', (host) => {
    expect(resolvePublicOrigin({}, host, 3000).problem).toMatch(/set PUBLIC_ORIGIN/);
  });
});
