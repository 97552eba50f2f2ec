import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/layout/site-link';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { IssueView } from '@/components/content/issue-view';
import { MAGAZINE_LIST_PATH, MAGAZINE_PATH, magazineIssuePath } from '@/lib/urls/content.mjs';
import { socialImageOf } from '@/lib/content/social-image';
import { pageMetadata } from '@/lib/site/page-metadata';
import { getDb } from '@/lib/server/db/client';
import { findIssue, issueExtras } from '@/lib/server/services/magazine';
import { cx } from '@/lib/theme/cx';
import { BREADCRUMB, MAGAZINE, MAGAZINE_ISSUES } from '@/lib/words/pages';

// A slug the issue had before leads (308) to its current one.
const issueOf = async (slug: string) => {
  await connection();
  const found = (await findIssue(await getDb(), slug)) ?? notFound();
  if (found.renamed) permanentRedirect(magazineIssuePath(found.issue.slug));
  return found.issue;
};

export async function generateMetadata({ params }: PageProps<'/magazine/[issueSlug]'>): Promise<Metadata> {
  const issue = await issueOf((await params).issueSlug);
  const extras = await issueExtras(await getDb(), issue);
  return pageMetadata({
    title: extras.title,
    description: extras.description,
    path: magazineIssuePath(issue.slug),
    image: socialImageOf(issue.cover),
    imageAlt: extras.coverAlt,
  });
}

/** One issue of the archive, with its table of contents. */
export default async function IssuePage({ params }: PageProps<'/magazine/[issueSlug]'>) {
  const issue = await issueOf((await params).issueSlug);
  const { coverAlt } = await issueExtras(await getDb(), issue);
  return (
    <section className={cx('sh-wide')}>
      <nav aria-label={BREADCRUMB} className={cx('sh-breadcrumb')}>
        <Link href={MAGAZINE_PATH}>{MAGAZINE}</Link> › <Link href={MAGAZINE_LIST_PATH}>{MAGAZINE_ISSUES}</Link> ›{' '}
        <span aria-current="page">第 {issue.issueNo} 期</span>
      </nav>
      <h1 className={cx('sh-h1')}>{issue.title}</h1>
      <IssueView issue={issue} titleLevel={null} coverAlt={coverAlt} />
    </section>
  );
}
