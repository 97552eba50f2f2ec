import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleEditor } from '@/components/staff/article-editor';
import { EDIT_ARTICLE } from '@/lib/words/editor';

export const metadata: Metadata = { title: EDIT_ARTICLE };

// `new` for a new article of the issue.
export default async function Page({ params }: PageProps<'/staff/magazine/[id]/articles/[articleId]'>) {
  const { id, articleId } = await params;
  const uuid = /^[0-9a-f-]{36}$/i;
  if (!uuid.test(id) || (articleId !== 'new' && !uuid.test(articleId))) notFound();
  return <ArticleEditor issueId={id.toLowerCase()} articleId={articleId === 'new' ? null : articleId.toLowerCase()} />;
}
