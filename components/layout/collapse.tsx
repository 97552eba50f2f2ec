'use client';

import type { ReactNode } from 'react';
import { AnimatePresence, domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { COLLAPSE_DURATION_MS } from '@/lib/constants';

/**
 * Content that unfolds and folds away over COLLAPSE_DURATION_MS (docs/product.md, Interface), at once for a visitor who asks
 * for reduced motion. framer-motion comes with this module only: load it with the part that folds.
 */
export function Collapse({ open, id, children }: { open: boolean; id?: string; children: ReactNode }) {
  const reduced = useReducedMotion();
  const transition = { duration: reduced ? 0 : COLLAPSE_DURATION_MS / 1000, ease: 'easeInOut' } as const;
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {open && (
          <m.div
            key="content"
            id={id}
            initial={{ height: 0, opacity: 0 }}
            animate={{ height: 'auto', opacity: 1 }}
            exit={{ height: 0, opacity: 0 }}
            transition={transition}
            style={{ overflow: 'hidden' }}
          >
            {children}
          </m.div>
        )}
      </AnimatePresence>
    </LazyMotion>
  );
}
