'use client';

import NextLink from 'next/link';
import { useEffect, useRef, type ComponentProps, type Ref } from 'react';
import { prefetchLink, prefetchWhenSeen } from './route-prefetch';

type SiteLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * next/link for every link of the site, with route prefetch held to MAX_PENDING_PREFETCH (docs/product.md, Interface).
 * next/link prefetches a link pointed at (hover, touch) at its "intent" priority, which Next's scheduler
 * lets run 12 at once; router.prefetch always queues at the default priority, which it runs at most 4 at
 * once (e2e/browse-the-shell.spec.ts holds both to the constant). So the link itself never prefetches:
 * it asks router.prefetch when it comes into view and when it is pointed at.
 */
export function SiteLink({ href, prefetch, ref, onMouseEnter, onTouchStart, ...props }: SiteLinkProps) {
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const wanted = prefetch !== false && href.startsWith('/');

  useEffect(() => {
    if (!wanted || !anchor.current) return;
    return prefetchWhenSeen(anchor.current, href);
  }, [href, wanted]);

  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      ref={(node: HTMLAnchorElement | null) => {
        anchor.current = node;
        setRef(ref, node);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (wanted) prefetchLink(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (wanted) prefetchLink(href);
      }}
    />
  );
}
