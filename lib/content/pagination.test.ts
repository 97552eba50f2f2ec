import { pageOf, parsePage } from './pagination';

describe('parsePage', () => {
  it('reads absent as the first page and plain positive integers as themselves', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('1')).toBe(1);
    expect(parsePage('12')).toBe(12);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '02', '1e3', ' 2', '9999999'])('refuses %j', (value) => {
    expect(parsePage(value)).toBeNull();
  });

  it('refuses a repeated parameter', () => {
    expect(parsePage(['1', '2'])).toBeNull();
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);

  it('cuts the list into pages of the size, the last one shorter', () => {
    expect(pageOf(items, 1, 6)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, pageCount: 2 });
    expect(pageOf(items, 2, 6)).toEqual({ items: [6, 7, 8, 9], page: 2, pageCount: 2 });
  });

  it('has nothing past the last page', () => {
    expect(pageOf(items, 3, 6)).toBeNull();
    expect(pageOf(items, 0, 6)).toBeNull();
  });

  it('gives an empty list one empty page', () => {
    expect(pageOf([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(pageOf([], 2, 6)).toBeNull();
  });
});
