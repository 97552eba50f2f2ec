import 'server-only';
import { sql } from 'drizzle-orm';
import type { MetadataRoute } from 'next';
import { ORDER_GUIDE_REVISED, PRIVACY_EFFECTIVE_DATE, TERMS_REVISED } from '@/lib/content/revision-dates';
import { siteOrigin } from '@/lib/urls/site-origin';
import { MAGAZINE_LIST_PATH, MAGAZINE_PATH, magazineArticlePath, magazineIssuePath, NEWS_PATH, newsPath } from '@/lib/urls/content.mjs';
import {
  DEALERS_PATH,
  dealerPointPath,
  HOME_PATH,
  ORDER_GUIDE_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
  VEHICLE_OWNER_PATH,
} from '@/lib/urls/site.mjs';
import { vehicleInfoPath } from '@/lib/urls/vehicle.mjs';
import type { Executor } from '../db/client';
import { vehicleFamilies } from '../db/schema';
import { listFamilies } from './catalog';
import { listInForce } from './prices-in-force';
import { newsSummaries } from './content';
import { allIssues } from './magazine';
import { listPoints } from './dealer-points';

/**
 * When each family's page last changed: its last change seen at once, or the day a price list dated
 * later took effect, whichever came last (a list called off never took effect).
 */
const familyChangedAt = (db: Executor) =>
  db
    .select({
      id: vehicleFamilies.id,
      // Spelled out: drizzle leaves the columns of a select unqualified, and in the subquery "id" would be the list's.
      changedAt: sql<string | Date>`greatest(vehicle_families.updated_at, (
        select max(lists.effective_from) from price_lists lists
        where lists.family_id = vehicle_families.id and ${listInForce('lists')}
      ))`,
    })
    .from(vehicleFamilies);

const newest = (dates: string[]) => dates.reduce((latest, date) => (date > latest ? date : latest), dates[0]);

/**
 * Every public page with the date it last changed: the home page, the family list and each family,
 * the news and each item, the magazine with each issue and article, the order guide, the privacy
 * policy, the terms of service, the dealers' points and each point. Member pages, the login and the configurator steps are not for search engines.
 */
export async function sitemapEntries(db: Executor): Promise<MetadataRoute.Sitemap> {
  const [families, familyDates, news, issues, points] = await Promise.all([
    listFamilies(db),
    familyChangedAt(db),
    newsSummaries(db),
    allIssues(db),
    listPoints(db),
  ]);
  const familyUpdated = new Map(familyDates.map((row) => [row.id, new Date(row.changedAt).toISOString()]));
  const familyPages = families.map((family) => ({ path: vehicleInfoPath(family.uuid), date: familyUpdated.get(family.uuid)! }));
  const newsPages = news.map((item) => ({ path: newsPath(item.slug), date: item.updatedAt }));
  const pointPages = points.map((point) => ({ path: dealerPointPath(point.slug), date: point.updatedAt }));
  const issuePages = issues.flatMap((issue) => [
    { path: magazineIssuePath(issue.slug), date: issue.publishedAt },
    ...issue.articles.map((article) => ({ path: magazineArticlePath(issue.slug, article.slug), date: issue.publishedAt })),
  ]);
  const lists = [
    { path: VEHICLE_OWNER_PATH, date: newest(familyPages.map((page) => page.date)) },
    { path: NEWS_PATH, date: newest(newsPages.map((page) => page.date)) },
    { path: MAGAZINE_PATH, date: issues[0]?.publishedAt },
    { path: MAGAZINE_LIST_PATH, date: issues[0]?.publishedAt },
    { path: ORDER_GUIDE_PATH, date: new Date(ORDER_GUIDE_REVISED).toISOString() },
    { path: PRIVACY_PATH, date: new Date(PRIVACY_EFFECTIVE_DATE).toISOString() },
    { path: TERMS_PATH, date: new Date(TERMS_REVISED).toISOString() },
    { path: DEALERS_PATH, date: newest(pointPages.map((page) => page.date)) },
  ];
  const everything = [...lists, ...familyPages, ...newsPages, ...issuePages, ...pointPages].filter((page) => page.date);
  const home = { path: HOME_PATH, date: newest(everything.map((page) => page.date!)) };
  const origin = siteOrigin();
  return [home, ...everything].map(({ path, date }) => ({ url: `${origin}${path}`, lastModified: date }));
}
