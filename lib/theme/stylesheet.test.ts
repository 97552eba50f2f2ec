/** @jest-environment node */
import { palette, recipe, slot } from './cx';
import { buildShellStylesheet } from './stylesheet';
import { styleClasses, styleSheets } from './style-classes';

const LOOK = { status: 'error', variant: 'subtle', size: 'md', inline: 'false' } as const;

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

describe('the named classes', () => {
  it('each carry their area prefix, and no name is defined twice', () => {
    const seen = new Map<string, string>();
    for (const [prefix, sheet] of styleSheets) {
      for (const name of Object.keys(sheet)) {
        expect(`${name} in ${prefix}`).toMatch(new RegExp(`^${prefix}`));
        expect(seen.get(name)).toBeUndefined();
        seen.set(name, prefix);
      }
    }
  });

  it('each have a rule in the stylesheet', () => {
    const missing = Object.keys(styleClasses).filter((name) => !css.includes(`.${name}{`) && !css.includes(`.${name}:`));
    expect(missing).toEqual([]);
  });
});

describe('the recipe classes', () => {
  it('puts a recipe and each listed variant into the recipes layer, where the named classes override them', () => {
    expect(css).toMatch(/@layer recipes\{\.ui-button\{[^}]*display:inline-flex/);
    expect(css).toMatch(/\.ui-button--variant-solid\{[^}]*background:var\(--chakra-colors-color-palette-solid\)/);
    expect(css).toMatch(/\.ui-field__errorText\{[^}]*color:var\(--chakra-colors-fg-error\)/);
  });

  it('makes the class names the helpers give (lib/theme/cx.ts)', () => {
    for (const name of recipe('button', { variant: 'outline', size: 'sm' }).split(' ')) expect(css).toContain(`.${name}{`);
    // A variant may style only some parts (the alert's `inline` styles its content): the others get no rule.
    expect(slot('alert', 'root', LOOK)).toContain('ui-alert__root--status-error');
    expect(css).toMatch(/\.ui-alert__root--status-error\{[^}]*--chakra-colors-color-palette-solid:var\(--chakra-colors-red-solid\)/);
    expect(css).toMatch(
      new RegExp(`\\.${palette('brand')}\\{[^}]*--chakra-colors-color-palette-solid:var\\(--chakra-colors-brand-solid\\)`),
    );
  });
});
