import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { sitemapEntries } from '@/lib/server/services/sitemap';

// /sitemap.xml: read per request from the catalog and content caches, never at build time.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries(await getDb());
}
