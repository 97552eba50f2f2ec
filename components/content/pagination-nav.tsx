import { cx } from '@/lib/theme/cx';
import { NEXT_PAGE, PREVIOUS_PAGE } from '@/lib/words/actions';
/** Numbered pages with the previous and next; `hrefOf` keeps the rest of the query (the filter). */
export function PaginationNav({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf(page: number): string }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label="分頁">
      <ul className={cx('sh-pager')}>
        <li>
          {page > 1 ? (
            <a href={hrefOf(page - 1)} rel="prev">
              {PREVIOUS_PAGE}
            </a>
          ) : (
            <span aria-disabled="true">{PREVIOUS_PAGE}</span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <a href={hrefOf(n)} aria-current={n === page ? 'page' : undefined} aria-label={`第 ${n} 頁`}>
              {n}
            </a>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <a href={hrefOf(page + 1)} rel="next">
              {NEXT_PAGE}
            </a>
          ) : (
            <span aria-disabled="true">{NEXT_PAGE}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
