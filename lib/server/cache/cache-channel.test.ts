import { tagsFromOthers } from './cache-channel';

describe("another instance's message on the cache channel", () => {
  it('names the tags to drop', () => {
    expect(tagsFromOthers(JSON.stringify({ from: 'other', tags: ['catalog', 'news'] }), 'me')).toEqual(['catalog', 'news']);
  });

  it("is nothing when it is this instance's own, or malformed, and keeps only known tags", () => {
    expect(tagsFromOthers(JSON.stringify({ from: 'me', tags: ['catalog'] }), 'me')).toEqual([]);
    for (const payload of [undefined, '', 'not json', '{"from":"other"}', '{"from":"other","tags":"catalog"}']) {
      expect(tagsFromOthers(payload, 'me')).toEqual([]);
    }
    expect(tagsFromOthers(JSON.stringify({ from: 'other', tags: ['catalog', 'members', 42] }), 'me')).toEqual(['catalog']);
  });
});
