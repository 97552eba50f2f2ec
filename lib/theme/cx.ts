import type { PALETTES, RECIPES, SLOT_RECIPES } from './recipe-variants';
import type { StyleClass } from './style-classes';

// How every page names its styles: the classes of the compiled stylesheet, typed from their definitions
// (lib/theme/style-classes.ts, lib/theme/recipe-variants.ts) so a misspelt name or an uncompiled variant
// fails the type check. Nothing of the theme itself reaches the browser: these are strings.

declare const compiled: unique symbol;
/** Class names a recipe helper put together; only `recipe`, `slot` and `palette` make them. */
export type Classes = string & { readonly [compiled]: true };

type Listed<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer V)[] ? V : never };
type Recipes = typeof RECIPES;
type SlotRecipes = typeof SLOT_RECIPES;

const variantClasses = (base: string, variants: object) =>
  Object.entries(variants)
    .map(([key, value]) => ` ${base}--${key}-${String(value)}`)
    .join('');

/** A recipe's classes with every variant named, e.g. `recipe('button', { variant: 'solid', size: 'md' })`. */
export function recipe<R extends keyof Recipes>(name: R, variants: Listed<Recipes[R]>): Classes {
  return `ui-${name}${variantClasses(`ui-${name}`, variants)}` as Classes;
}

/** One part of a slot recipe, e.g. `slot('field', 'label', { orientation: 'vertical' })`. */
export function slot<R extends keyof SlotRecipes>(
  name: R,
  part: SlotRecipes[R]['parts'][number],
  variants: Listed<SlotRecipes[R]['variants']>,
): Classes {
  const base = `ui-${name}__${part}`;
  return `${base}${variantClasses(base, variants)}` as Classes;
}

/** Points a recipe's `colorPalette` tokens at one palette. */
export const palette = (name: (typeof PALETTES)[number]) => `ui-palette-${name}` as Classes;

/** A component's own classes and the ones its caller adds (already named through `cx`). */
export const withClasses = (own: string, added: string | undefined) => (added ? `${own} ${added}` : own);

/** The class attribute: named classes and recipe classes; false, null and undefined are left out. */
export function cx(...parts: Array<StyleClass | Classes | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
