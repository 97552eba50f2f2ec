import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import './shell.css';
import { ShellClient } from '@/components/layout/shell-client';
import { brand } from '@/lib/site/brand';
import { jsonLdText, siteJsonLd } from '@/lib/seo/structured-data';
import { siteOrigin } from '@/lib/urls/site-origin';
import { FEED_PATH } from '@/lib/urls/site.mjs';
import { NEWS } from '@/lib/words/pages';

// Every page names the public origin (metadataBase, the site's JSON-LD), which the server reads when it
// starts: so no page is prerendered at build time with the build machine's. The public pages are kept
// by the page cache of lib/runtime/server.ts instead.
export const generateMetadata = (): Metadata => ({
  metadataBase: new URL(siteOrigin()),
  title: { default: `${brand.name}｜會員與購車入口`, template: `%s｜${brand.name}` },
  description: `${brand.name}官方會員與購車網站：瀏覽車系、線上配置卡車、預購成為車主，並追蹤合約與交車進度。`,
  applicationName: brand.name,
  // What a page without its own cards shares; the public pages set theirs (lib/site/page-metadata.ts).
  openGraph: {
    type: 'website',
    siteName: brand.name,
    locale: 'zh_TW',
    images: [{ url: '/images/site/portal.png', width: 1200, height: 630 }],
  },
  twitter: { card: 'summary_large_image', images: ['/images/site/portal.png'] },
});

export const viewport: Viewport = { themeColor: '#1c4172', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="zh-Hant-TW" suppressHydrationWarning>
      <head>
        <link rel="alternate" type="application/rss+xml" title={`${brand.name} ${NEWS}`} href={FEED_PATH} />
      </head>
      <body>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(siteJsonLd()) }} />
        {children}
        <ShellClient />
      </body>
    </html>
  );
}
