/** @jest-environment node */
import { buildShellStylesheet } from './stylesheet';

const css = buildShellStylesheet();
const rule = (selector: string) => css.match(new RegExp(`${selector.replace('.', '\\.')}\\{([^}]*)\\}`))?.[1] ?? '';

describe('the shell stylesheet compiled from the Chakra theme', () => {
  it('makes the header 52 px high', () => {
    expect(css).toContain('--chakra-sizes-header:52px');
    expect(rule('.sh-header')).toContain('height:var(--chakra-sizes-header)');
  });

  it('hides 成為車主 on extra-small screens and shows it from sm (600 px)', () => {
    expect(rule('.sh-owner-link')).toContain('display:none');
    expect(css).toMatch(/@media screen and \(min-width: 37\.5rem\)\{\.sh-owner-link\{display:inline-flex;/);
  });

  it('lays the footer out in a row from lg (1280 px), stacked below', () => {
    expect(rule('.sh-footer-inner')).toContain('flex-direction:column');
    expect(css).toMatch(/@media screen and \(min-width: 80rem\)\{\.sh-footer-inner\{[^}]*flex-direction:row/);
  });

  it('sets a CJK font stack for body text', () => {
    expect(css).toMatch(/--chakra-fonts-body:"PingFang TC","Heiti TC","Microsoft JhengHei","Noto Sans TC","Noto Sans CJK TC"/);
  });

  it('carries the drawer width of 450 px and Chakra reset layer', () => {
    expect(css).toContain('--chakra-sizes-drawer:450px');
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
  });
});
