'use client';

// The App Router's prefetch, registered by ShellClient (on every page); a link without it (a unit test)
// prefetches nothing.
let prefetchRoute: ((href: string) => void) | null = null;

export function registerRoutePrefetch(prefetch: ((href: string) => void) | null) {
  prefetchRoute = prefetch;
}

export function prefetchLink(href: string) {
  prefetchRoute?.(href);
}

// One observer for every link of the page; a link is prefetched the first time it comes into view.
let observer: IntersectionObserver | undefined;
const whenSeen = new WeakMap<Element, () => void>();

/** Prefetches `href` once `element` comes into view; returns the way to stop watching. */
export function prefetchWhenSeen(element: Element, href: string) {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries.filter((each) => each.isIntersecting)) {
      observer?.unobserve(entry.target);
      whenSeen.get(entry.target)?.();
    }
  });
  whenSeen.set(element, () => prefetchLink(href));
  observer.observe(element);
  return () => observer?.unobserve(element);
}
