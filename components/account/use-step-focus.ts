'use client';

import { useEffect, useRef } from 'react';

/** Moves focus to a step's heading when the step changes (not on the first render), so keyboard and screen-reader users follow. */
export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const heading = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
