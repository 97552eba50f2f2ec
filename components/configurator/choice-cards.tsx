'use client';

import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/theme/cx';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line: a surcharge, or why the choice is not available. */
  note?: string | null;
  disabled?: boolean;
  /** It clashes with the other choices: it can still be picked, and the page offers to adjust the rest. */
  clashes?: boolean;
  /** Shown before the label, e.g. a color swatch. */
  leading?: ReactNode;
}

/**
 * One choice as a card over a native radio or checkbox input: the browser gives the keyboard and the
 * screen reader everything, and no Chakra state machine is shipped for it. The input is named by the
 * label alone; the note describes it.
 */
export function ChoiceCard({
  type,
  name,
  choice,
  checked,
  onChange,
  children,
}: {
  type: 'radio' | 'checkbox';
  name?: string;
  choice: Choice;
  checked: boolean;
  onChange(checked: boolean): void;
  /** More lines under the note, e.g. a price (phrasing content: the card is a label). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <label
      className={cx(
        'cf-choice',
        !choice.disabled && !checked && 'cf-choice-open',
        choice.disabled && 'cf-choice-disabled',
        choice.clashes && !checked && 'cf-choice-clashes',
        checked && 'cf-choice-checked',
      )}
    >
      <input
        type={type}
        name={name}
        value={choice.value}
        checked={checked}
        disabled={choice.disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={choice.note ? `${id}-note` : undefined}
        className={cx('cf-choice-input')}
      />
      {choice.leading}
      <span className={cx('cf-choice-body')}>
        <span id={`${id}-label`} className={cx('cf-choice-label', checked && 'ui-strong')}>
          {choice.label}
        </span>
        {choice.note && (
          <span id={`${id}-note`} className={cx('cf-choice-note')}>
            {choice.note}
          </span>
        )}
        {children}
      </span>
    </label>
  );
}

/**
 * One choice of several, as radio cards: two a row on phones and three from md, or one and two when `wide`.
 * A `hint` says in a line what the group means, in the page's text (so a touch screen shows it too).
 */
export function ChoiceCards({
  label,
  hint,
  value,
  choices,
  onChange,
  wide = false,
}: {
  label: string;
  hint?: string;
  value: string | null;
  choices: Choice[];
  onChange(value: string): void;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <p id={`${id}-label`} className={cx('cf-group-label', Boolean(hint) && 'cf-group-label-hinted')}>
        {label}
      </p>
      {hint && (
        <p id={`${id}-hint`} className={cx('cf-group-hint')}>
          {hint}
        </p>
      )}
      <div className={cx(wide ? 'cf-choices-wide' : 'cf-choices')}>
        {choices.map((choice) => (
          <ChoiceCard
            key={choice.value}
            type="radio"
            name={id}
            choice={choice}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
        ))}
      </div>
    </div>
  );
}
