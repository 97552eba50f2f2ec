import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/layout/site-link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { IssueView, issueCoverAlt } from '@/components/content/issue-view';
import { MAGAZINE_LIST_PATH, MAGAZINE_PATH, magazineIssuePath } from '@/lib/urls/content.mjs';
import { socialImageOf } from '@/lib/content/social-image';
import { pageMetadata } from '@/lib/page-metadata';
import { getDb } from '@/lib/server/db/client';
import { findIssue } from '@/lib/server/services/content';
import { cx } from '@/lib/theme/cx';

const issueOf = async (slug: string) => {
  await connection();
  return (await findIssue(await getDb(), slug)) ?? notFound();
};

export async function generateMetadata({ params }: PageProps<'/magazine/[issueSlug]'>): Promise<Metadata> {
  const issue = await issueOf((await params).issueSlug);
  return pageMetadata({
    title: issue.title,
    description: `泰嵐客戶雜誌第 ${issue.issueNo} 期：${issue.summary}`,
    path: magazineIssuePath(issue.slug),
    image: socialImageOf(issue.cover),
    imageAlt: issueCoverAlt(issue),
  });
}

/** One issue of the archive, with its table of contents. */
export default async function IssuePage({ params }: PageProps<'/magazine/[issueSlug]'>) {
  const issue = await issueOf((await params).issueSlug);
  return (
    <section className={cx('sh-wide')}>
      <nav aria-label="頁面位置" className={cx('sh-breadcrumb')}>
        <Link href={MAGAZINE_PATH}>客戶雜誌</Link> › <Link href={MAGAZINE_LIST_PATH}>歷期雜誌</Link> ›{' '}
        <span aria-current="page">第 {issue.issueNo} 期</span>
      </nav>
      <h1 className={cx('sh-h1')}>{issue.title}</h1>
      <IssueView issue={issue} titleLevel={null} />
    </section>
  );
}
