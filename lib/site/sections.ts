import { MAGAZINE_PATH, NEWS_PATH } from '@/lib/urls/content.mjs';
import { ORDER_GUIDE_PATH, VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';

/** The site's sections, as the header, its drawer on phones, the footer and the 404 page name them. */
export const SITE_SECTIONS = [
  { href: VEHICLE_OWNER_PATH, label: '成為車主' },
  { href: ORDER_GUIDE_PATH, label: '購車流程' },
  { href: NEWS_PATH, label: '最新消息' },
  { href: MAGAZINE_PATH, label: '客戶雜誌' },
] as const;
