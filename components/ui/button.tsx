import type { ComponentProps } from 'react';
import { cx, palette, recipe, withClasses, type Classes } from '@/lib/theme/cx';
import type { PALETTES, RECIPES } from '@/lib/theme/recipe-variants';
import { Spinner } from './spinner';

export interface ButtonLook {
  variant?: (typeof RECIPES.button.variant)[number];
  size?: (typeof RECIPES.button.size)[number];
  /** The colour the recipe's `colorPalette` tokens take; Chakra's default is gray. */
  tone?: (typeof PALETTES)[number];
}

/** Chakra's button recipe as classes, for a button or a link that looks like one. */
export const buttonClasses = ({ variant = 'solid', size = 'md', tone = 'gray' }: ButtonLook = {}): Classes =>
  cx(recipe('button', { variant, size }), palette(tone)) as Classes;

type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
    /** Busy: disabled, with a spinner and `loadingText` (or the label) while an answer is awaited. */
    loading?: boolean;
    loadingText?: string;
  };

/** A button styled by Chakra's button recipe; `type` defaults to "button", as a form's submit names itself. */
export function Button({ variant, size, tone, loading = false, loadingText, className, disabled, children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={withClasses(buttonClasses({ variant, size, tone }), className)}
      disabled={disabled || loading}
      data-loading={loading ? '' : undefined}
    >
      {loading ? (
        <>
          <Spinner size="sm" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
