import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { PALETTES, RECIPES, SLOT_RECIPES } from './recipe-variants';
import { styleClasses } from './style-classes';
import { system } from './system';

type StyleDict = Parameters<typeof serializeStyles>[0][number];
type Style = Record<string, unknown>;

const toCss = (styles: StyleDict) => serialize(compile(serializeStyles([styles]).styles), stringify);
const inRecipes = (rules: Record<string, Style>) =>
  toCss({
    '@layer recipes': Object.fromEntries(
      Object.entries(rules).map(([selector, style]) => [selector, system.css(style as SystemStyleObject)]),
    ),
  } as StyleDict);

/** A recipe's base and each listed variant as classes in Chakra's recipes layer: `.ui-button`, `.ui-button--size-md`. */
function recipeRules(name: string, listed: Record<string, readonly string[]>, slots?: readonly string[]): string {
  const recipe = (slots ? system.getSlotRecipe(name) : system.getRecipe(name)) as
    | {
        base?: Style;
        variants?: Record<string, Record<string, Style>>;
      }
    | undefined;
  if (!recipe) throw new Error(`lib/theme/system.ts has no recipe "${name}" (lib/theme/recipe-variants.ts lists it)`);
  const parts = slots ?? [''];
  const rules: Record<string, Style> = {};
  for (const part of parts) {
    const cls = part ? `.ui-${name}__${part}` : `.ui-${name}`;
    const pick = (style: Style | undefined) => ((part ? style?.[part] : style) ?? {}) as Style;
    rules[cls] = pick(recipe.base);
    for (const [variant, values] of Object.entries(listed)) {
      for (const value of values) {
        const style = recipe.variants?.[variant]?.[value];
        if (!style) throw new Error(`lib/theme/recipe-variants.ts: ${name} has no ${variant}="${value}"`);
        rules[`${cls}--${variant}-${value}`] = pick(style);
      }
    }
  }
  return inRecipes(rules);
}

// Why compile Chakra's styles rather than run Chakra in the browser: `npm run bench:clones` (2026-11-29,
// Chakra 3, gzip) puts a page of a heading, a text and a button rendered by Chakra's components at 64.0 kB
// of JavaScript and the same page with these classes at 0.2 kB; the public pages' whole budget above a bare
// Next page is 10 kB. Chakra stays the source: its tokens, recipes and style language, compiled at build
// time by Chakra's own `system.css`, Emotion's serializer and stylis. The console runs Chakra itself.

/**
 * Chakra's layer order, reset, tokens and global styles; the recipes the pages use as classes; the
 * palettes; then the named classes of lib/theme/style-classes.ts, as one plain stylesheet.
 */
export function buildShellStylesheet(): string {
  const globals = system._global.map((rule) => toCss(rule as StyleDict));
  const recipes = Object.entries(RECIPES).map(([name, listed]) => recipeRules(name, listed));
  const slotRecipes = Object.entries(SLOT_RECIPES).map(([name, { parts, variants }]) => recipeRules(name, variants, parts));
  const palettes = PALETTES.map((palette) => toCss({ [`.ui-palette-${palette}`]: system.css({ colorPalette: palette }) } as StyleDict));
  const classes = Object.entries(styleClasses).map(([name, style]) => toCss({ [`.${name}`]: system.css(style) } as StyleDict));
  return [system.layers.atRule, ...globals, ...recipes, ...slotRecipes, ...palettes, ...classes].join('\n');
}
