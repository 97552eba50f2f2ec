'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/**
 * A list's filters kept in the address, so a reload or a shared link shows the same list: the current
 * values of `names`, and `go` to change some (a change of filter starts again at page 1).
 */
export function useUrlFilters<N extends string>(names: readonly N[]) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const query = Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined])) as Record<N, string | undefined>;
  const go = (change: Partial<Record<N | 'page', string | undefined>>) => {
    const next = new URLSearchParams(params.toString());
    for (const [name, value] of Object.entries({ page: undefined, ...change })) {
      if (value) next.set(name, value as string);
      else next.delete(name);
    }
    router.replace(`${pathname}${next.size > 0 ? `?${next}` : ''}`);
  };
  return { query, go };
}
