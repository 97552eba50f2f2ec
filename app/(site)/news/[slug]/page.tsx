import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { ArticlePage } from '@/components/content/article-page';
import { JsonLd } from '@/components/content/json-ld';
import { NEWS_CATEGORIES } from '@/lib/content/news-categories';
import { NEWS_PATH, newsListPath, newsPath } from '@/lib/urls/content.mjs';
import { socialImageOf } from '@/lib/content/social-image';
import { pageMetadata } from '@/lib/site/page-metadata';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { getDb } from '@/lib/server/db/client';
import { findNews, newsSeo } from '@/lib/server/services/content';
import { cx } from '@/lib/theme/cx';
import { NEWS } from '@/lib/words/pages';

// A slug the item had before its title changed leads (308) to its current one.
const newsOf = async (slug: string) => {
  await connection();
  const found = await findNews(await getDb(), slug);
  if (!found) notFound();
  if (found.renamed) permanentRedirect(newsPath(found.item.slug));
  return found.item;
};

export async function generateMetadata({ params }: PageProps<'/news/[slug]'>): Promise<Metadata> {
  const item = await newsOf((await params).slug);
  const seo = await newsSeo(await getDb(), item);
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    path: newsPath(item.slug),
    image: socialImageOf(item.cover),
    imageAlt: seo.coverAlt,
    article: { publishedTime: item.publishedAt, modifiedTime: item.updatedAt, section: item.category },
  });
}

export default async function NewsItemPage({ params }: PageProps<'/news/[slug]'>) {
  const item = await newsOf((await params).slug);
  const { coverAlt } = await newsSeo(await getDb(), item);
  const category = NEWS_CATEGORIES.find((known) => known.name === item.category);
  return (
    <>
      <JsonLd data={newsArticleJsonLd(item)} />
      <ArticlePage
        trail={[{ href: NEWS_PATH, label: NEWS }]}
        title={item.title}
        kicker={
          category ? (
            <a className={cx('sh-chip')} href={newsListPath({ category: category.slug })}>
              {item.category}
            </a>
          ) : (
            <span className={cx('sh-chip')}>{item.category}</span>
          )
        }
        publishedAt={item.publishedAt}
        cover={{ src: item.cover, alt: coverAlt, position: item.coverPosition }}
        body={item.body}
      >
        <a className={cx('sh-more-link')} href={NEWS_PATH}>
          回到最新消息
        </a>
      </ArticlePage>
    </>
  );
}
