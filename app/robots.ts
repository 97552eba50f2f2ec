import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteOrigin } from '@/lib/urls/site-origin';
import { UNINDEXED_PREFIXES } from '@/lib/urls/routing.mjs';
import { SITEMAP_PATH } from '@/lib/urls/site.mjs';

// /robots.txt: everything public may be crawled; the member area, the login and the API may not.
// Per request, so the Sitemap line names the public origin the server started with, not the build's.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: { userAgent: '*', allow: '/', disallow: UNINDEXED_PREFIXES },
    sitemap: `${siteOrigin()}${SITEMAP_PATH}`,
  };
}
