import { MAGAZINE_PATH, NEWS_PATH } from '@/lib/urls/content.mjs';
import { DEALERS_PATH, ORDER_GUIDE_PATH, VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { DEALERS, MAGAZINE, NEWS, ORDER_GUIDE, VEHICLE_OWNER } from '@/lib/words/pages';

/** The site's sections, as the header, its drawer on phones, the footer and the 404 page name them. */
export const SITE_SECTIONS = [
  { href: VEHICLE_OWNER_PATH, label: VEHICLE_OWNER },
  { href: ORDER_GUIDE_PATH, label: ORDER_GUIDE },
  { href: NEWS_PATH, label: NEWS },
  { href: MAGAZINE_PATH, label: MAGAZINE },
  { href: DEALERS_PATH, label: DEALERS },
] as const;
