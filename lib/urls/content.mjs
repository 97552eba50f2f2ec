// @ts-check
// The news and the magazine.

export const NEWS_PATH = '/news';
export const MAGAZINE_PATH = '/magazine';
export const MAGAZINE_LIST_PATH = `${MAGAZINE_PATH}/magazinelist`;

export const newsPath = (/** @type {string} */ slug) => `${NEWS_PATH}/${slug}`;

/** The news list, filtered and paged; the first page and "all" leave their parameter out. */
export function newsListPath(/** @type {{ category?: string | null, page?: number }} */ { category, page = 1 } = {}) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${NEWS_PATH}?${text}` : NEWS_PATH;
}

export const magazineIssuePath = (/** @type {string} */ issueSlug) => `${MAGAZINE_PATH}/${issueSlug}`;
export const magazineArticlePath = (/** @type {string} */ issueSlug, /** @type {string} */ articleSlug) =>
  `${MAGAZINE_PATH}/${issueSlug}/${articleSlug}`;
