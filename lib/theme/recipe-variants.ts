// The Chakra recipes the portal's pages style with, and the variants of each that are compiled to classes
// (lib/theme/stylesheet.ts). Data only: the browser reads it as types (lib/theme/cx.ts), never as code.
// A variant not listed here has no class; add it here first.

export const RECIPES = {
  badge: { variant: ['subtle', 'solid', 'surface'], size: ['sm', 'md'] },
  heading: { size: ['sm', 'md', 'lg', 'xl'] },
  button: { variant: ['solid', 'outline', 'ghost'], size: ['xs', 'sm', 'md', 'lg'] },
  input: { variant: ['outline'], size: ['sm', 'md'] },
  link: { variant: ['plain'] },
  spinner: { size: ['sm'] },
} as const;

/** Slot recipes: the parts compiled (`ui-field__label`) and their variants (`ui-field__label--orientation-vertical`). */
export const SLOT_RECIPES = {
  alert: {
    parts: ['root', 'indicator', 'content', 'title'],
    variants: { status: ['info', 'success', 'error'], variant: ['subtle'], size: ['md'], inline: ['false'] },
  },
  checkbox: { parts: ['root', 'label', 'control'], variants: { variant: ['solid'], size: ['md'] } },
  dataList: {
    parts: ['root', 'item', 'itemLabel', 'itemValue'],
    variants: { orientation: ['horizontal', 'vertical'], size: ['sm', 'md', 'lg'], variant: ['subtle'] },
  },
  dialog: { parts: ['header', 'body', 'footer', 'title', 'closeTrigger'], variants: {} },
  drawer: { parts: ['header', 'body', 'footer', 'title', 'closeTrigger'], variants: {} },
  field: { parts: ['root', 'label', 'helperText', 'errorText'], variants: { orientation: ['vertical'] } },
  fieldset: { parts: ['root', 'legend'], variants: { size: ['md'] } },
  list: { parts: ['root', 'item'], variants: { variant: ['marker', 'plain'], align: ['center'] } },
  nativeSelect: { parts: ['root', 'field', 'indicator'], variants: { variant: ['outline'], size: ['md'] } },
} as const;

/** Colour palettes a recipe's `colorPalette.*` tokens can point at (a class each: `ui-palette-brand`). */
export const PALETTES = ['brand', 'gray', 'red', 'green', 'orange', 'blue', 'purple', 'cyan'] as const;
