import { SiteLink as Link } from '@/components/layout/site-link';
import { magazineIssuePath } from '@/lib/urls/content.mjs';
import type { MagazineIssue } from '@/lib/schemas/content';
import { PublishedDate } from './published-date';
import { cx } from '@/lib/theme/cx';

/** An issue in the archive: cover, number, date, title (the link) and summary. */
export function IssueCard({ issue, current }: { issue: MagazineIssue; current: boolean }) {
  return (
    <li className={cx('sh-news-card')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawing; next/image adds nothing for it */}
      <img
        className={cx('sh-issue-card-img')}
        src={issue.cover}
        alt=""
        width={480}
        height={640}
        loading="lazy"
        style={{ objectPosition: issue.coverPosition }}
      />
      <div className={cx('sh-news-body')}>
        <p className={cx('sh-news-meta')}>
          <span>第 {issue.issueNo} 期</span>
          <PublishedDate iso={issue.publishedAt} />
          {current && <span className={cx('sh-chip')}>最新一期</span>}
        </p>
        <h2 className={cx('sh-news-title')}>
          <Link href={magazineIssuePath(issue.slug)}>{issue.title}</Link>
        </h2>
        <p className={cx('sh-news-summary')}>{issue.summary}</p>
        <p className={cx('sh-toc-author')}>共 {issue.articles.length} 篇文章</p>
      </div>
    </li>
  );
}
