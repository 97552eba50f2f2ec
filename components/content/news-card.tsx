import { SiteLink as Link } from '@/components/layout/site-link';
import { newsPath } from '@/lib/urls/content.mjs';
import type { NewsSummary } from '@/lib/schemas/content';
import { PublishedDate } from './published-date';
import { cx } from '@/lib/theme/cx';

/** One news item in a list: cover, date, category, title (the link) and summary. */
export function NewsCard({ item, level = 2, eager = false }: { item: NewsSummary; level?: 2 | 3; eager?: boolean }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className={cx('sh-news-card')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small SVG drawings; next/image adds nothing for them */}
      <img
        className={cx('sh-news-img')}
        src={item.cover}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        style={{ objectPosition: item.coverPosition }}
      />
      <div className={cx('sh-news-body')}>
        <p className={cx('sh-news-meta')}>
          <PublishedDate iso={item.publishedAt} />
          <span className={cx('sh-chip')}>{item.category}</span>
        </p>
        <Heading className={cx('sh-news-title')}>
          <Link href={newsPath(item.slug)}>{item.title}</Link>
        </Heading>
        <p className={cx('sh-news-summary')}>{item.summary}</p>
      </div>
    </li>
  );
}

export function NewsGrid({ items, label, level }: { items: NewsSummary[]; label: string; level?: 2 | 3 }) {
  return (
    <ul className={cx('sh-news-grid')} aria-label={label}>
      {items.map((item, index) => (
        <NewsCard key={item.slug} item={item} level={level} eager={index < 3} />
      ))}
    </ul>
  );
}
