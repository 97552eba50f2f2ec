// What public data each page the page cache keeps shows, so that invalidate(tag)
// (lib/server/cache/invalidate.ts) drops the kept pages of that tag. The paths are lib/urls' own.
import { CACHE_TAGS, type CacheTag } from '@/lib/server/cache/invalidate';
import { MAGAZINE_PATH, NEWS_PATH } from '../urls/content.mjs';
import {
  DEALERS_PATH,
  FEED_PATH,
  HOME_PATH,
  ORDER_GUIDE_PATH,
  PRIVACY_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
  TERMS_PATH,
  VEHICLE_OWNER_PATH,
} from '../urls/site.mjs';
import { API_ADDRESSES_PATH, API_DEALER_POINTS_PATH, API_FAMILIES_PATH, API_MAGAZINE_PATH, API_NEWS_PATH } from '../urls/routing.mjs';

/** The path itself or a page below it. */
const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
const exactly =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname);

const PAGE_TAGS: [(pathname: string) => boolean, readonly CacheTag[]][] = [
  [exactly(HOME_PATH), ['catalog', 'news', 'magazine']],
  [exactly(SITEMAP_PATH), ['catalog', 'news', 'magazine', 'dealers']],
  [under(DEALERS_PATH), ['dealers']],
  [under(VEHICLE_OWNER_PATH), ['catalog']],
  [under(NEWS_PATH), ['news']],
  [under(MAGAZINE_PATH), ['magazine']],
  [exactly(FEED_PATH), ['news']],
  [exactly(ORDER_GUIDE_PATH, PRIVACY_PATH, TERMS_PATH, ROBOTS_PATH), []],
  // The API's public reads (lib/urls/routing.mjs PUBLIC_API_READS).
  [under(API_FAMILIES_PATH), ['catalog']],
  [under(API_ADDRESSES_PATH), ['address']],
  [under(API_NEWS_PATH), ['news']],
  [under(API_MAGAZINE_PATH), ['magazine']],
  [under(API_DEALER_POINTS_PATH), ['dealers']],
];

/** The tags of the data a page shows; every tag for a path the table does not know, so that no change leaves it stale. */
export function pageTags(pathname: string): readonly CacheTag[] {
  return PAGE_TAGS.find(([shows]) => shows(pathname))?.[1] ?? CACHE_TAGS;
}
