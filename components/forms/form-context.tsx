'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { FieldError, FieldValues, FormControl, Path, UseFormReturn } from './use-form';

const FormContext = createContext<UseFormReturn<FieldValues> | null>(null);

/** Gives the fields inside a form its API (react-hook-form's FormProvider: `<FormProvider {...form}>`). */
export function FormProvider<T extends FieldValues>({ children, ...form }: UseFormReturn<T> & { children: ReactNode }) {
  return <FormContext.Provider value={form as unknown as UseFormReturn<FieldValues>}>{children}</FormContext.Provider>;
}

/** The API of the form around a field. */
export function useFormContext<T extends FieldValues>(): UseFormReturn<T> {
  const form = useContext(FormContext);
  if (!form) throw new Error('useFormContext needs a FormProvider');
  return form as unknown as UseFormReturn<T>;
}

export interface ControllerField<V> {
  name: string;
  value: V;
  /** A value, or a change event whose target has the value. */
  onChange(valueOrEvent: unknown): void;
  onBlur(): void;
  ref(element: HTMLElement | null): void;
}

/** A controlled field: its value comes from the form and its changes re-render the form. */
export function useController<T extends FieldValues, N extends Path<T>>({ name, control }: { name: N; control?: FormControl<T> }) {
  const context = useContext(FormContext) as unknown as UseFormReturn<T> | null;
  const form = control ?? context?.control;
  if (!form) throw new Error('useController needs a FormProvider or a control');
  form.watched.add(name);
  const field: ControllerField<T[N]> = {
    name,
    value: form.values[name],
    onChange: (valueOrEvent) => {
      const target = (valueOrEvent as { target?: { value: T[N] } } | null)?.target;
      form.change(name, target && 'value' in target ? target.value : valueOrEvent);
    },
    onBlur: () => form.blur(name),
    ref: (element) => {
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) form.elements.set(name, element);
    },
  };
  const fieldState: { error?: FieldError; isTouched: boolean } = { error: form.errors[name], isTouched: form.touched.has(name) };
  return { field, fieldState };
}

/** useController as a component with a render prop. */
export function Controller<T extends FieldValues, N extends Path<T>>({
  render,
  ...options
}: {
  name: N;
  control?: FormControl<T>;
  render(props: ReturnType<typeof useController<T, N>>): ReactNode;
}) {
  return render(useController<T, N>(options));
}
