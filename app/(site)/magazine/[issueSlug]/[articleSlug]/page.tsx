import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { ArticlePage } from '@/components/content/article-page';
import { JsonLd } from '@/components/content/json-ld';
import { MAGAZINE_PATH, magazineArticlePath, magazineIssuePath } from '@/lib/urls/content.mjs';
import { socialImageOf } from '@/lib/content/social-image';
import { pageMetadata } from '@/lib/site/page-metadata';
import { magazineArticleJsonLd } from '@/lib/seo/json-ld';
import { getDb } from '@/lib/server/db/client';
import { findMagazineArticle, issueExtras } from '@/lib/server/services/magazine';
import { cx } from '@/lib/theme/cx';
import { MAGAZINE } from '@/lib/words/pages';

// A former slug of the issue or of the article leads (308) to the article's current address.
const articleOf = async (issueSlug: string, articleSlug: string) => {
  await connection();
  const found = (await findMagazineArticle(await getDb(), issueSlug, articleSlug)) ?? notFound();
  if (found.renamed) permanentRedirect(magazineArticlePath(found.issue.slug, found.article.slug));
  const { coverAlt } = await issueExtras(await getDb(), found.issue);
  return { ...found, coverAlt };
};

export async function generateMetadata({ params }: PageProps<'/magazine/[issueSlug]/[articleSlug]'>): Promise<Metadata> {
  const { issueSlug, articleSlug } = await params;
  const { issue, article, coverAlt } = await articleOf(issueSlug, articleSlug);
  return pageMetadata({
    title: article.title,
    description: article.summary,
    path: magazineArticlePath(issue.slug, article.slug),
    image: socialImageOf(issue.cover),
    imageAlt: coverAlt,
    article: { publishedTime: issue.publishedAt, modifiedTime: issue.publishedAt, section: issue.title, authors: [article.author] },
  });
}

export default async function MagazineArticlePage({ params }: PageProps<'/magazine/[issueSlug]/[articleSlug]'>) {
  const { issueSlug, articleSlug } = await params;
  const { issue, article, coverAlt } = await articleOf(issueSlug, articleSlug);
  const next = issue.articles[issue.articles.findIndex((candidate) => candidate.slug === article.slug) + 1];
  return (
    <>
      <JsonLd data={magazineArticleJsonLd(issue, article)} />
      <ArticlePage
        trail={[
          { href: MAGAZINE_PATH, label: MAGAZINE },
          { href: magazineIssuePath(issue.slug), label: `第 ${issue.issueNo} 期` },
        ]}
        title={article.title}
        kicker={<span className={cx('sh-chip')}>第 {issue.issueNo} 期</span>}
        publishedAt={issue.publishedAt}
        byline={`文／${article.author}`}
        cover={{ src: issue.cover, alt: coverAlt, position: issue.coverPosition, portrait: true }}
        body={article.body}
      >
        {next ? (
          <p>
            下一篇：
            <a className={cx('sh-more-link')} href={magazineArticlePath(issue.slug, next.slug)}>
              {next.title}
            </a>
          </p>
        ) : (
          <a className={cx('sh-more-link')} href={magazineIssuePath(issue.slug)}>
            回到第 {issue.issueNo} 期目錄
          </a>
        )}
      </ArticlePage>
    </>
  );
}
