import { SiteLink as Link } from '@/components/layout/site-link';
import type { ReactNode } from 'react';
import { Markdown } from '@/lib/content/markdown';
import { PublishedDate } from './published-date';
import { cx } from '@/lib/theme/cx';
import { BREADCRUMB } from '@/lib/words/pages';

interface ArticlePageProps {
  trail: { href: string; label: string }[];
  title: string;
  /** Category or issue, above the date. */
  kicker: ReactNode;
  publishedAt: string;
  byline?: string;
  /** A wide drawing (news), or an issue's portrait cover shown small. */
  /** `position`: where the frame is cut (CSS object-position), around the picture's focus. */
  cover: { src: string; alt: string; position: string; portrait?: boolean };
  body: string;
  children?: ReactNode;
}

/** One news item or magazine article: where it sits, title, date, cover and the Markdown body. */
export function ArticlePage({ trail, title, kicker, publishedAt, byline, cover, body, children }: ArticlePageProps) {
  return (
    <article className={cx('sh-article')}>
      <nav aria-label={BREADCRUMB} className={cx('sh-breadcrumb')}>
        {trail.map((step) => (
          <span key={step.href}>
            <Link href={step.href}>{step.label}</Link> ›{' '}
          </span>
        ))}
        <span aria-current="page">{title}</span>
      </nav>
      <h1 className={cx('sh-h1')}>{title}</h1>
      <p className={cx('sh-article-meta')}>
        {kicker}
        <PublishedDate iso={publishedAt} label="發布日期" />
        {byline && <span>{byline}</span>}
      </p>
      {/* eslint-disable @next/next/no-img-element -- SVG drawings; next/image adds nothing for them */}
      {cover.portrait ? (
        <img
          className={cx('sh-article-cover-portrait')}
          src={cover.src}
          alt={cover.alt}
          width={480}
          height={640}
          style={{ objectPosition: cover.position }}
        />
      ) : (
        <img
          className={cx('sh-article-cover')}
          src={cover.src}
          alt={cover.alt}
          width={640}
          height={360}
          style={{ objectPosition: cover.position }}
        />
      )}
      {/* eslint-enable @next/next/no-img-element */}
      <Markdown className={cx('sh-article-body')} source={body} />
      {children && <footer className={cx('sh-article-foot')}>{children}</footer>}
    </article>
  );
}
