// What public data each page the page cache keeps shows, by its path, so that invalidate(tag)
// (lib/server/cache/invalidate.ts) drops the kept pages of that tag. Beside the page cache's public paths
// (page-cache.ts) until one URL module owns them.
import { CACHE_TAGS, type CacheTag } from '@/lib/server/cache/invalidate';

const PAGE_TAGS: [RegExp, readonly CacheTag[]][] = [
  [/^\/$/, ['catalog', 'news', 'magazine']],
  [/^\/vehicleowner(\/|$)/, ['catalog']],
  [/^\/news(\/|$)/, ['news']],
  [/^\/magazine(\/|$)/, ['magazine']],
  [/^\/sitemap\.xml$/, ['catalog', 'news', 'magazine']],
  [/^\/feed\.xml$/, ['news']],
  [/^\/(order|privacy|terms|robots\.txt)$/, []],
];

/** The tags of the data a page shows; every tag for a path the table does not know, so that no change leaves it stale. */
export function pageTags(pathname: string): readonly CacheTag[] {
  return PAGE_TAGS.find(([pattern]) => pattern.test(pathname))?.[1] ?? CACHE_TAGS;
}
