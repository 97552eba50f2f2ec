import { magazineArticlePath, newsListPath, newsPath, socialImageOf } from './paths';

describe('content paths', () => {
  it('leaves out the first page and "all"', () => {
    expect(newsListPath()).toBe('/news');
    expect(newsListPath({ page: 1, category: null })).toBe('/news');
  });

  it('keeps the category across pages, category first', () => {
    expect(newsListPath({ category: 'launch' })).toBe('/news?category=launch');
    expect(newsListPath({ category: 'launch', page: 2 })).toBe('/news?category=launch&page=2');
    expect(newsListPath({ page: 3 })).toBe('/news?page=3');
  });

  it('builds article addresses and the social image of a cover', () => {
    expect(newsPath('tl35-2024-launch')).toBe('/news/tl35-2024-launch');
    expect(magazineArticlePath('issue-03', 'amt')).toBe('/magazine/issue-03/amt');
    expect(socialImageOf('/images/news/launch.svg')).toBe('/images/news/launch.png');
  });
});
