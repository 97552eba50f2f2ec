import type { NewsCategory } from '@/lib/content/news-categories';
import { newsListPath } from '@/lib/urls/content.mjs';
import { cx } from '@/lib/theme/cx';
import { ALL } from '@/lib/words/actions';

/** The category filter of /news as plain links (a filtered list is its own page); the chosen one is the current page. A filter starts at page 1. */
export function CategoryFilter({ categories, current }: { categories: readonly NewsCategory[]; current: NewsCategory | null }) {
  const options = [{ slug: null, name: ALL }, ...categories];
  return (
    <nav aria-label="消息分類">
      <ul className={cx('sh-filters')}>
        {options.map((option) => (
          <li key={option.slug ?? 'all'}>
            <a href={newsListPath({ category: option.slug })} aria-current={option.slug === (current?.slug ?? null) ? 'page' : undefined}>
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
