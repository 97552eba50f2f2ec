/** `?page=` as a page number: absent is 1; anything but a plain positive integer is null (a 404). */
export function parsePage(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of a list; null past the last page. An empty list still has its first page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}
