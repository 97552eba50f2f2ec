'use client';

import dynamic from 'next/dynamic';

// The article as readers see it, loaded after the editor: the Markdown parser it carries weighs about
// 42 kB (gzip), which the editor's first paint need not wait for.
export const ArticlePreview = dynamic(() => import('@/components/content/article-page').then((module) => module.ArticlePage), {
  loading: () => <p>預覽載入中…</p>,
});
