'use client';

import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from '@/components/forms/use-form';

interface Kept {
  values: Record<string, string>;
  /** The version of the record the text was typed on: saving it later still meets S00409 if someone saved meanwhile. */
  version: number | null;
}

function readKept(key: string): Kept | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Kept | null;
    return kept && typeof kept.values === 'object' && kept.values !== null ? kept : null;
  } catch {
    return null;
  }
}

/**
 * What an editor typed and has not saved, kept in this tab (sessionStorage) until it is saved: a reload,
 * a closed connection or a console session that ended while typing (30 minutes idle) loses nothing. The
 * browser asks before the page is left with unsaved text. For forms shown in the browser only (the
 * console's, under its sign-in).
 */
export function useKeptDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  { values, version, dirty }: { values: Record<string, string>; version: number | null; dirty: boolean },
) {
  // What differs from the record, read once when the form is first shown.
  const [restored] = useState(() => {
    const kept = readKept(key);
    const changed = Object.entries(kept?.values ?? {}).filter(([name, value]) => typeof value === 'string' && value !== values[name]);
    return kept && changed.length > 0 ? { ...kept, changed } : null;
  });
  useEffect(() => {
    restored?.changed.forEach(([name, value]) => form.setValue(name as Path<T>, value));
    // Once, into the form just shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = JSON.stringify(values);
  const base = restored?.version ?? version;
  useEffect(() => {
    if (dirty) window.sessionStorage.setItem(key, JSON.stringify({ values: JSON.parse(text) as Record<string, string>, version: base }));
    else window.sessionStorage.removeItem(key);
  }, [key, text, dirty, base]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    /** Restored from an earlier visit of this tab. */
    restored: restored !== null,
    /** The version the text was typed on. */
    version: base,
    /** Saved or given up: nothing is kept any more. */
    forget: () => window.sessionStorage.removeItem(key),
  };
}
