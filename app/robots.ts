import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/config';

// /robots.txt: everything public may be crawled; the member area, the login and the API may not.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/member', '/login', '/api', '/dev'] },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
