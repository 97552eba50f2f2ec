// Public URLs of the news and the magazine.
export const NEWS_PATH = '/news';
export const MAGAZINE_PATH = '/magazine';
export const MAGAZINE_LIST_PATH = '/magazine/magazinelist';

export const newsPath = (slug: string) => `${NEWS_PATH}/${slug}`;

/** The list, filtered and paged; the first page and "all" leave their parameter out. */
export function newsListPath({ category, page = 1 }: { category?: string | null; page?: number } = {}) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${NEWS_PATH}?${text}` : NEWS_PATH;
}

export const magazineIssuePath = (issueSlug: string) => `${MAGAZINE_PATH}/${issueSlug}`;
export const magazineArticlePath = (issueSlug: string, articleSlug: string) => `${MAGAZINE_PATH}/${issueSlug}/${articleSlug}`;

/** The PNG copy of a drawn cover, for Open Graph and Twitter cards (which do not show SVG). */
export const socialImageOf = (cover: string) => cover.replace(/\.svg$/, '.png');
