import { render, screen, within } from '@testing-library/react';
import { NEWS_CATEGORIES } from '@/lib/content/news-categories';
import { newsListPath } from '@/lib/urls/content.mjs';
import { CategoryFilter } from './category-filter';
import { PaginationNav } from './pagination-nav';

describe('PaginationNav', () => {
  it('is a labelled navigation whose links keep the category, the current page marked', () => {
    render(<PaginationNav page={2} pageCount={3} hrefOf={(page) => newsListPath({ category: 'launch', page })} />);
    const nav = screen.getByRole('navigation', { name: '分頁' });
    expect(within(nav).getByRole('link', { name: '第 1 頁' })).toHaveAttribute('href', '/news?category=launch');
    expect(within(nav).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '第 3 頁' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: '上一頁' })).toHaveAttribute('href', '/news?category=launch');
    expect(within(nav).getByRole('link', { name: '下一頁' })).toHaveAttribute('href', '/news?category=launch&page=3');
  });

  it('has no previous on the first page and no next on the last', () => {
    render(<PaginationNav page={1} pageCount={2} hrefOf={(page) => newsListPath({ page })} />);
    expect(screen.queryByRole('link', { name: '上一頁' })).toBeNull();
    expect(screen.getByRole('link', { name: '下一頁' })).toHaveAttribute('href', '/news?page=2');
  });

  it('is left out for a single page', () => {
    const { container } = render(<PaginationNav page={1} pageCount={1} hrefOf={() => '/news'} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CategoryFilter', () => {
  it('offers 全部 and each category as links, the chosen one current', () => {
    render(<CategoryFilter categories={NEWS_CATEGORIES} current={NEWS_CATEGORIES[1]} />);
    const nav = screen.getByRole('navigation', { name: '消息分類' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['全部', ...NEWS_CATEGORIES.map((c) => c.name)]);
    expect(within(nav).getByRole('link', { name: '全部' })).toHaveAttribute('href', '/news');
    expect(within(nav).getByRole('link', { name: '活動' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '活動' })).toHaveAttribute('href', '/news?category=event');
    expect(within(nav).getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
  });
});
