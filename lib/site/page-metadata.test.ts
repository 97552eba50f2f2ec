import { pageMetadata } from './page-metadata';
import { siteOrigin } from '../urls/site-origin';

describe('pageMetadata', () => {
  const page = { title: '最新消息', description: '公告', path: '/news?page=2', image: '/images/site/portal.png', imageAlt: '卡車' };

  it('gives the canonical URL, Open Graph and a large-image Twitter card from one description', () => {
    const SITE_URL = siteOrigin();
    const metadata = pageMetadata(page);
    expect(metadata.title).toBe('最新消息');
    expect(metadata.alternates?.canonical).toBe(`${SITE_URL}/news?page=2`);
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      title: '最新消息',
      description: '公告',
      url: `${SITE_URL}/news?page=2`,
      locale: 'zh_TW',
    });
    expect(metadata.openGraph?.images).toEqual([{ url: `${SITE_URL}/images/site/portal.png`, width: 1200, height: 630, alt: '卡車' }]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: '最新消息', description: '公告' });
  });

  it('makes an article an Open Graph article with its dates', () => {
    const article = { publishedTime: '2025-01-01T01:00:00.000Z', modifiedTime: '2025-01-02T01:00:00.000Z', section: '活動' };
    expect(pageMetadata({ ...page, article }).openGraph).toMatchObject({ type: 'article', ...article });
  });

  it('names the public origin the server started with, read when the page is rendered', () => {
    const saved = process.env.PUBLIC_ORIGIN;
    process.env.PUBLIC_ORIGIN = 'https://portal.example.tw';
    try {
      expect(pageMetadata(page).alternates?.canonical).toBe('https://portal.example.tw/news?page=2');
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_ORIGIN;
      else process.env.PUBLIC_ORIGIN = saved;
    }
  });

  it('keeps the home title whole', () => {
    expect(pageMetadata({ ...page, absoluteTitle: true }).title).toEqual({ absolute: '最新消息' });
  });
});
