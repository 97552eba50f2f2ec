'use client';

import { useEffect, useRef } from 'react';

/**
 * Moves focus to a step's heading when the step changes (not when the page opens), so keyboard and
 * screen-reader users follow. Compared with the step before, so a repeated effect changes nothing.
 */
export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const heading = useRef<T>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
