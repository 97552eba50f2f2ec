import { parseCategory } from './news-categories';

describe('parseCategory', () => {
  it('reads no parameter as every category', () => expect(parseCategory(undefined)).toBeNull());
  it('finds a known category by its slug', () => expect(parseCategory('launch')).toEqual({ slug: 'launch', name: '新車發表' }));
  it.each(['', 'Launch', '新車發表', 'nope'])('has no category %j', (value) => expect(parseCategory(value)).toBeUndefined());
  it('refuses a repeated parameter', () => expect(parseCategory(['launch', 'event'])).toBeUndefined());
});
