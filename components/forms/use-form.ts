'use client';

import { useReducer, useState, type BaseSyntheticEvent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as react-hook-form's: any object of fields, interfaces included
export type FieldValues = Record<string, any>;
export type Path<T> = keyof T & string;
export interface FieldError {
  type?: string;
  message?: string;
}
export type FieldErrors<T> = Partial<Record<Path<T>, FieldError>>;
export type SetError<T> = (name: Path<T>, error: FieldError, options?: { shouldFocus?: boolean }) => void;

/** Checks the values: the values to send (as the schema gives them back), or the errors by field. */
export type Resolver<T> = (values: T) => Promise<{ values: T; errors: FieldErrors<T> }>;

type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const readInput = (target: Input) => (target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value);
const writeInput = (element: Input, value: unknown) => {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === true;
  else element.value = value == null ? '' : String(value);
};

/**
 * One form's values, errors and states, checked as react-hook-form's `onTouched` mode checks them: a field
 * on its first blur, then on every change; all of them on submit, and every changed field after that.
 * Inputs are uncontrolled (`register`); a field read while typing (`watch`, `useController`) re-renders its form.
 *
 * Why a copy and not react-hook-form: `npm run bench:clones` (2026-11-29, react-hook-form 7.92, gzip) puts
 * its `useForm`, used as the login and registration forms use this one, at 13.0 kB and this copy at 1.3 kB;
 * those pages stand at 33–44 kB above a bare Next page against a budget of 30 (bench:web). The API is
 * react-hook-form's, so switching is a change of import.
 */
export class FormControl<T extends FieldValues> {
  values: T;
  errors: FieldErrors<T> = {};
  touched = new Set<string>();
  submitted = false;
  isSubmitting = false;
  readonly elements = new Map<string, Input>();
  readonly watched = new Set<string>();
  private checks = 0;

  constructor(
    public defaults: T,
    private readonly resolver: Resolver<T> | undefined,
    readonly render: () => void,
  ) {
    this.values = { ...defaults };
  }

  get isDirty() {
    return Object.keys(this.values).some((name) => this.values[name] !== this.defaults[name]);
  }

  async resolve(): Promise<{ values: T; errors: FieldErrors<T> }> {
    return this.resolver ? this.resolver({ ...this.values }) : { values: { ...this.values }, errors: {} };
  }

  /** Checks one field with the whole form's rules; an older check that ends later changes nothing. */
  async check(name: Path<T>) {
    const turn = (this.checks += 1);
    const { errors } = await this.resolve();
    if (turn !== this.checks) return;
    // A message of no field (a list checked as one, such as a family's key figures) follows every check
    // once the form was sent: the typing that mends it clears it.
    const unfielded = this.submitted ? Object.keys({ ...this.errors, ...errors }).filter((key) => !this.elements.has(key)) : [];
    const followed = [name, ...unfielded] as Path<T>[];
    if (followed.every((key) => errors[key]?.message === this.errors[key]?.message)) return;
    const next = { ...this.errors };
    for (const key of followed) {
      if (errors[key]) next[key] = errors[key];
      else delete next[key];
    }
    this.errors = next;
    this.render();
  }

  change(name: Path<T>, value: unknown) {
    const wasDirty = this.isDirty;
    this.values = { ...this.values, [name]: value };
    if (this.touched.has(name) || this.submitted) void this.check(name);
    if (this.watched.has(name) || wasDirty !== this.isDirty) this.render();
  }

  blur(name: Path<T>) {
    this.touched.add(name);
    void this.check(name);
  }

  focusFirstError() {
    const first = [...this.elements.keys()].find((name) => this.errors[name as Path<T>]);
    if (first) this.elements.get(first)?.focus();
  }
}

/** The form's API, in react-hook-form's names for the parts this site uses. */
export function useForm<T extends FieldValues>({ defaultValues, resolver }: { defaultValues: T; resolver?: Resolver<T> }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [control] = useState(() => new FormControl<T>(defaultValues, resolver, rerender));
  const [api] = useState(() => formApi(control));
  return { ...api, formState: { errors: control.errors, isSubmitting: control.isSubmitting, isDirty: control.isDirty } };
}

export type UseFormReturn<T extends FieldValues> = ReturnType<typeof useForm<T>>;

function formApi<T extends FieldValues>(control: FormControl<T>) {
  const resetField = (name: Path<T>) => {
    control.values = { ...control.values, [name]: control.defaults[name] };
    const element = control.elements.get(name);
    if (element) writeInput(element, control.defaults[name]);
    control.touched.delete(name);
    delete control.errors[name];
    control.render();
  };
  return {
    control,
    register: (name: Path<T>) => ({
      name,
      ref: (element: Input | null) => {
        if (!element || control.elements.get(name) === element) return;
        control.elements.set(name, element);
        // What was typed before the page's script ran is kept; otherwise the field shows the form's value.
        const typed = readInput(element);
        if (typeof typed === 'string' && typed !== '' && control.values[name] === '') control.values = { ...control.values, [name]: typed };
        else writeInput(element, control.values[name]);
      },
      onChange: (event: { target: Input }) => control.change(name, readInput(event.target)),
      onBlur: () => control.blur(name),
    }),
    handleSubmit:
      (onValid: (values: T) => unknown | Promise<unknown>) =>
      async (event?: BaseSyntheticEvent): Promise<void> => {
        event?.preventDefault();
        control.submitted = true;
        control.isSubmitting = true;
        control.render();
        try {
          const { values, errors } = await control.resolve();
          control.errors = errors;
          if (Object.keys(errors).length > 0) {
            control.render();
            control.focusFirstError();
            return;
          }
          await onValid(values);
        } finally {
          control.isSubmitting = false;
          control.render();
        }
      },
    setError: ((name, error, options) => {
      control.errors = { ...control.errors, [name]: error };
      control.render();
      if (options?.shouldFocus) control.elements.get(name)?.focus();
    }) as SetError<T>,
    setFocus: (name: Path<T>) => control.elements.get(name)?.focus(),
    setValue: (name: Path<T>, value: unknown, options?: { shouldValidate?: boolean }) => {
      control.values = { ...control.values, [name]: value };
      const element = control.elements.get(name);
      if (element) writeInput(element, value);
      if (options?.shouldValidate) void control.check(name);
      control.render();
    },
    getFieldState: (name: Path<T>) => ({ isTouched: control.touched.has(name), error: control.errors[name] }),
    resetField,
    reset: () => Object.keys(control.values).forEach((name) => resetField(name)),
    /** Starts again from these values (a record as saved): the form is no longer dirty. */
    resetTo: (values: T) => {
      control.defaults = { ...values };
      control.submitted = false;
      Object.keys(values).forEach((name) => resetField(name));
    },
    /** The field's value now; its form re-renders as it changes. */
    watch: (name: Path<T>) => {
      control.watched.add(name);
      return control.values[name];
    },
  };
}
