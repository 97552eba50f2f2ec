import type { Metadata } from 'next';
import { brand } from './brand';
import { siteOrigin } from '../urls/site-origin';

interface PageMetadata {
  /** Shown as `title｜brand` in the tab; as is in Open Graph and Twitter cards. */
  title: string;
  description: string;
  /** The canonical public path, with its query when the page is one of a list. */
  path: string;
  /** A 1200×630 PNG under public/. */
  image: string;
  imageAlt: string;
  article?: { publishedTime: string; modifiedTime: string; section?: string; authors?: string[] };
  /** The home page's title is the whole tab title. */
  absoluteTitle?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter card of a public page. */
export function pageMetadata({ title, description, path, image, imageAlt, article, absoluteTitle }: PageMetadata): Metadata {
  const origin = siteOrigin();
  const url = `${origin}${path}`;
  const images = [{ url: `${origin}${image}`, width: 1200, height: 630, alt: imageAlt }];
  const shared = { title, description, url, siteName: brand.name, locale: 'zh_TW', images };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: article ? { ...shared, type: 'article', ...article } : { ...shared, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
