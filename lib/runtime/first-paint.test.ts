/** @jest-environment node */
import { indexSheet, requiredClasses } from './first-paint-index.mjs';
import { classesOf, withFirstPaintCss } from './first-paint';
import { firstPaintCss } from './first-paint-select';
import { buildShellStylesheet } from '@/lib/theme/stylesheet';

const SHEET = [
  '@layer reset,base,tokens,recipes;',
  '@layer reset{html{line-height:1.5}*{margin:0}}',
  '@layer tokens{:root{--blue:#1c4172;--brand:var(--blue);--red:#c00;--spin:spin 1s linear infinite}}',
  '@layer recipes{.ui-button{color:var(--brand)}.ui-badge{color:var(--red)}}',
  '.card{padding:8px}.card .title{font-weight:700}.card:not(.open){opacity:.5}',
  '@media (min-width:48em){.card{padding:16px}.menu{display:flex}}',
  '.loading{animation:var(--spin)}@keyframes spin{to{transform:rotate(1turn)}}@keyframes pulse{50%{opacity:.5}}',
  ':root{--shift:8px;--unused:1px}.drawer{animation:slide 1s}@keyframes slide{from{transform:translateX(var(--shift))}}',
].join('');

const pick = (classes: string[]) => firstPaintCss(indexSheet(SHEET), new Set(classes));

describe('requiredClasses', () => {
  it('names the classes an element must carry, not those a selector only negates or offers as alternatives', () => {
    expect(requiredClasses('.card .title')).toEqual(['card', 'title']);
    expect(requiredClasses('.card:not(.open)')).toEqual(['card']);
    expect(requiredClasses(':where(.dark, .light) .ui-button:is(:hover, .hover)')).toEqual(['ui-button']);
    expect(requiredClasses('.sm\\:flex > a')).toEqual(['sm:flex']);
  });
});

describe('firstPaintCss', () => {
  it('keeps the rules the page can match, in the sheet’s order and layers, and the tokens they read', () => {
    expect(pick(['ui-button', 'card'])).toBe(
      '@layer reset,base,tokens,recipes;' +
        '@layer reset{html{line-height:1.5}*{margin:0}}' +
        '@layer tokens{:root{--blue:#1c4172;--brand:var(--blue)}}' +
        '@layer recipes{.ui-button{color:var(--brand)}}' +
        '.card{padding:8px}.card:not(.open){opacity:.5}' +
        '@media (min-width:48em){.card{padding:16px}}',
    );
  });

  it('keeps a keyframes rule only when a kept rule runs it, directly or through a token', () => {
    const css = pick(['loading']);
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('--spin:spin 1s linear infinite');
    expect(css).not.toContain('pulse');
    expect(pick(['card'])).not.toContain('@keyframes');
  });

  it('keeps the tokens a kept keyframes rule reads', () => {
    const css = pick(['drawer']);
    expect(css).toContain('@keyframes slide');
    expect(css).toContain('--shift:8px');
    expect(css).not.toContain('--unused');
  });

  it('follows tokens whose names carry escapes, as Chakra writes half steps', () => {
    const sheet = indexSheet(':root{--space-0\\.5:2px;--space-0:0}.chip{padding-block:var(--space-0\\.5)}');
    expect(firstPaintCss(sheet, new Set(['chip']))).toBe(':root{--space-0\\.5:2px}.chip{padding-block:var(--space-0\\.5)}');
  });

  it('keeps the sheet’s layer order even when the page uses no rule of a layer', () => {
    expect(pick([]).startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('takes a fraction of the portal’s own sheet for a page of the site’s shell', () => {
    const sheet = indexSheet(buildShellStylesheet());
    const css = firstPaintCss(sheet, new Set(['sh-header', 'sh-logo', 'sh-footer', 'ui-button', 'ui-button--size-md']));
    expect(css).toContain('.sh-header{');
    expect(css).toContain('.ui-button--size-md{');
    expect(css).not.toContain('.sh-news-card');
    expect(css.length).toBeLessThan(buildShellStylesheet().length / 4);
  });
});

describe('withFirstPaintCss', () => {
  const link = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}" nonce="n0" data-precedence="next"/>`;
  const page = (name: string) => `<html><head>${link(name)}</head><body><div class="card"><a class="ui-button">去</a></div></body></html>`;
  const sheets = { 'abc.css': indexSheet(SHEET) };

  it('puts in the sheet’s place what the page uses of it, and gives the sheet to load after the paint', () => {
    const { html, deferred } = withFirstPaintCss(page('abc.css'), sheets);
    expect(html).toBe(
      `<html><head><style data-first-paint="abc.css" nonce="n0">${pick(['card', 'ui-button'])}</style></head>` +
        '<body><div class="card"><a class="ui-button">去</a></div></body></html>',
    );
    expect(deferred).toEqual([['/_next/static/chunks/abc.css', 'next']]);
  });

  it('links the sheet the browser already holds, as Next rendered it, rather than carrying its rules', () => {
    expect(withFirstPaintCss(page('abc.css'), sheets, 'abc.css')).toEqual({ html: page('abc.css'), deferred: [] });
  });

  it('inlines the sheet React is told to load where the HTML links none, as on an error page', () => {
    const flight = '<script nonce="n1">self.__next_f.push([1,":HL[\\"/_next/static/chunks/abc.css\\",\\"style\\",{}]"])</script>';
    const errorPage = `<html><head><title>404</title></head><body><div class="card">找不到</div>${flight}</body></html>`;
    const { html, deferred } = withFirstPaintCss(errorPage, sheets);
    expect(html).toContain(`<style data-first-paint="abc.css" nonce="n1">${pick(['card'])}</style></head>`);
    expect(deferred).toEqual([['/_next/static/chunks/abc.css', 'next']]);
  });

  it('leaves a sheet the build did not index, and a page without a sheet, as they were', () => {
    expect(withFirstPaintCss(page('other.css'), sheets)).toEqual({ html: page('other.css'), deferred: [] });
    expect(withFirstPaintCss('<p class="card">x</p>', sheets)).toEqual({ html: '<p class="card">x</p>', deferred: [] });
  });

  it('never lets a rule’s text close the style element', () => {
    const parsed = withFirstPaintCss(page('abc.css'), { 'abc.css': indexSheet('.card::after{content:"</style><script>x()</script>"}') });
    expect(parsed.html.match(/<\/style/g)).toHaveLength(1);
    const raw = { layers: [], entries: [{ at: [], selectors: [['.card', ['card']]], declarations: [['content:"</style>"', null, []]] }] };
    expect(withFirstPaintCss(page('abc.css'), { 'abc.css': raw } as never).html).toBe(page('abc.css'));
  });

  it('reads the classes of every element', () => {
    expect([...classesOf('<a class="x  y"></a><p id="p" class="z"></p><b data-class="q"></b>')]).toEqual(['x', 'y', 'z']);
  });
});
