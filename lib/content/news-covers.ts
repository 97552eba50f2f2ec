// The covers an editor may choose for a news item: the drawings under public/images/news, each with its
// PNG copy for social cards (lib/content/social-image.ts).
export const NEWS_COVERS = [
  '/images/news/news.svg',
  '/images/news/launch.svg',
  '/images/news/event.svg',
  '/images/news/service.svg',
  '/images/news/company.svg',
  '/images/news/electric.svg',
] as const;
