/** @jest-environment node */
import { AFTER_FIRST_PAINT, withScriptsAfterFirstPaint } from './after-first-paint';

const PAGE = [
  '<html><head><link rel="preload" as="script" fetchPriority="low" nonce="n0" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/a.js" async="" nonce="n0"></script>',
  '<script src="/_next/static/chunks/b-1.js" async="" nonce="n0"></script>',
  '<script src="/_next/static/chunks/poly.js" noModule="" nonce="n0"></script></head>',
  '<body><p>泰嵐</p><script nonce="n0">self.__next_f.push([1,""])</script>',
  '<script src="/_next/static/chunks/main.js" nonce="n0" async=""></script></body></html>',
].join('');

describe('withScriptsAfterFirstPaint', () => {
  const html = withScriptsAfterFirstPaint(PAGE, [['/_next/static/chunks/s.css', 'next']]);

  it('takes the build’s scripts, and Next’s early fetch of one, out of the page and lists them, with the sheet, on one script last in the body', () => {
    expect(html).not.toMatch(/<script src="[^"]*" (async|nonce)[^>]*><\/script>/);
    expect(html).not.toContain('rel="preload"');
    const boot = {
      sheets: [['/_next/static/chunks/s.css', 'next']],
      scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b-1.js', '/_next/static/chunks/main.js'],
    };
    expect(html.endsWith(`<script nonce="n0" data-boot='${JSON.stringify(boot)}'>${AFTER_FIRST_PAINT}</script></body></html>`)).toBe(true);
  });

  it('leaves the inline scripts, and the legacy browsers’ script that modern ones skip, as they were', () => {
    expect(html).toContain('<script nonce="n0">self.__next_f.push([1,""])</script>');
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule="" nonce="n0"></script>');
  });

  it('leaves a document without the build’s scripts or a sheet as it was', () => {
    expect(withScriptsAfterFirstPaint('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
  });
});
