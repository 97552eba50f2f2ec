/** The news categories, with the ASCII name the filter uses in `?category=`. */
export const NEWS_CATEGORIES = [
  { slug: 'launch', name: '新車發表' },
  { slug: 'event', name: '活動' },
  { slug: 'service', name: '服務公告' },
  { slug: 'company', name: '企業消息' },
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** `?category=` as a category: absent is all (null); an unknown or repeated one is undefined (a 404). */
export function parseCategory(value: string | string[] | undefined): NewsCategory | null | undefined {
  if (value === undefined) return null;
  return typeof value === 'string' ? NEWS_CATEGORIES.find((category) => category.slug === value) : undefined;
}
