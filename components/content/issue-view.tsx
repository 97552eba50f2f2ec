import { SiteLink as Link } from '@/components/layout/site-link';
import { magazineArticlePath } from '@/lib/urls/content.mjs';
import type { MagazineIssue } from '@/lib/schemas/content';
import { PublishedDate } from './published-date';
import { cx } from '@/lib/theme/cx';

export const issueCoverAlt = (issue: Pick<MagazineIssue, 'issueNo' | 'title'>) => `${issue.title} 封面`;

const headings = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * An issue: its cover beside its number, date, summary and table of contents. `titleLevel` null: the
 * page's h1 already names the issue.
 */
export function IssueView({ issue, titleLevel, coverAlt }: { issue: MagazineIssue; titleLevel: 2 | 3 | null; coverAlt?: string }) {
  const Heading = titleLevel && headings[titleLevel];
  const Item = headings[titleLevel ? ((titleLevel + 1) as 3 | 4) : 2];
  return (
    <div className={cx('sh-issue')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawing; next/image adds nothing for it */}
      <img
        className={cx('sh-issue-cover')}
        src={issue.cover}
        alt={coverAlt ?? issueCoverAlt(issue)}
        width={480}
        height={640}
        style={{ objectPosition: issue.coverPosition }}
      />
      <div>
        <p className={cx('sh-issue-no')}>
          第 {issue.issueNo} 期 · <PublishedDate iso={issue.publishedAt} />
        </p>
        {Heading && <Heading className={cx('sh-section-title')}>{issue.title}</Heading>}
        <p className={cx('sh-prose')}>{issue.summary}</p>
        <ol className={cx('sh-toc')} aria-label={`${issue.title} 目錄`}>
          {issue.articles.map((article) => (
            <li key={article.slug}>
              <Item className={cx('sh-news-title')}>
                <Link href={magazineArticlePath(issue.slug, article.slug)}>{article.title}</Link>
              </Item>
              <p className={cx('sh-toc-author')}>{article.author}</p>
              <p className={cx('sh-news-summary')}>{article.summary}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
