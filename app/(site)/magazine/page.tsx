import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { IssueView } from '@/components/content/issue-view';
import { MAGAZINE_LIST_PATH, MAGAZINE_PATH } from '@/lib/urls/content.mjs';
import { socialImageOf } from '@/lib/content/social-image';
import { pageMetadata } from '@/lib/site/page-metadata';
import { getDb } from '@/lib/server/db/client';
import { allIssues, issueExtras } from '@/lib/server/services/magazine';
import { cx } from '@/lib/theme/cx';
import { MAGAZINE } from '@/lib/words/pages';

const currentIssue = async () => {
  await connection();
  const db = await getDb();
  const issue = (await allIssues(db))[0] ?? null;
  return issue && { ...issue, coverAlt: (await issueExtras(db, issue)).coverAlt };
};

export async function generateMetadata(): Promise<Metadata> {
  const issue = await currentIssue();
  return pageMetadata({
    title: MAGAZINE,
    description: issue ? `泰嵐客戶雜誌最新一期「${issue.title}」：${issue.summary}` : '泰嵐客戶雜誌：車主故事、車隊經營與保養知識。',
    path: MAGAZINE_PATH,
    image: socialImageOf(issue?.cover ?? '/images/magazine/issue.svg'),
    imageAlt: issue?.coverAlt ?? '泰嵐客戶雜誌',
  });
}

// The newest issue; per request, from the content cache, never at build time.
export default async function MagazinePage() {
  const issue = await currentIssue();
  if (!issue) notFound();
  return (
    <section className={cx('sh-wide')}>
      <h1 className={cx('sh-h1')}>{MAGAZINE}</h1>
      <p className={cx('sh-lead')}>車主故事、車隊經營與保養知識，每期精選。以下是最新一期。</p>
      <IssueView issue={issue} titleLevel={2} coverAlt={issue.coverAlt} />
      <p className={cx('sh-article-foot')}>
        <a className={cx('sh-more-link')} href={MAGAZINE_LIST_PATH}>
          瀏覽歷期雜誌
        </a>
      </p>
    </section>
  );
}
