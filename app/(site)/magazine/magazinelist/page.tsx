import type { Metadata } from 'next';
import { connection } from 'next/server';
import { IssueCard } from '@/components/content/issue-card';
import { MAGAZINE_LIST_PATH } from '@/lib/urls/content.mjs';
import { pageMetadata } from '@/lib/site/page-metadata';
import { getDb } from '@/lib/server/db/client';
import { allIssues } from '@/lib/server/services/magazine';
import { cx } from '@/lib/theme/cx';
import { MAGAZINE_ISSUES } from '@/lib/words/pages';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: MAGAZINE_ISSUES,
    description: '泰嵐客戶雜誌的歷期刊物一覽：每期的封面、主題與文章，由新到舊排列。',
    path: MAGAZINE_LIST_PATH,
    image: '/images/magazine/issue.png',
    imageAlt: '泰嵐客戶雜誌',
  });

// Per request, from the content cache, never at build time.
export default async function MagazineListPage() {
  await connection();
  const issues = await allIssues(await getDb());
  return (
    <section className={cx('sh-wide')}>
      <h1 className={cx('sh-h1')}>{MAGAZINE_ISSUES}</h1>
      <p className={cx('sh-lead')}>客戶雜誌的歷期刊物一覽，由新到舊排列。</p>
      <ul className={cx('sh-issue-grid')} aria-label={MAGAZINE_ISSUES}>
        {issues.map((issue, index) => (
          <IssueCard key={issue.slug} issue={issue} current={index === 0} />
        ))}
      </ul>
    </section>
  );
}
