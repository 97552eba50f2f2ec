import { pageTags } from './page-tags';

describe('the data each kept page shows', () => {
  it('ties the family pages to the catalog, news to news and the magazine to the magazine', () => {
    expect(pageTags('/vehicleowner')).toEqual(['catalog']);
    expect(pageTags('/vehicleowner/info-6f1c2a80-0000-4000-8000-000000000001')).toEqual(['catalog']);
    expect(pageTags('/news/some-item')).toEqual(['news']);
    expect(pageTags('/magazine/issue-03/an-article')).toEqual(['magazine']);
    expect(pageTags('/feed.xml')).toEqual(['news']);
  });

  it("has the home page show all three, the sitemap those and the dealers' points, the fixed pages none", () => {
    expect([...pageTags('/')].sort()).toEqual(['catalog', 'magazine', 'news']);
    expect([...pageTags('/sitemap.xml')].sort()).toEqual(['catalog', 'dealers', 'magazine', 'news']);
    expect(pageTags('/dealers/taoyuan-zhongli')).toEqual(['dealers']);
    expect(pageTags('/terms')).toEqual([]);
  });

  it("ties the API's public reads to the data they answer with", () => {
    expect(pageTags('/api/vehicle/family/v1')).toEqual(['catalog']);
    expect(pageTags('/api/vehicle/family/v1/6f1c2a80-0000-4000-8000-000000000001')).toEqual(['catalog']);
    expect(pageTags('/api/address/address/v1')).toEqual(['address']);
    expect(pageTags('/api/content/news/v1/some-item')).toEqual(['news']);
    expect(pageTags('/api/dealer/point/v1/taoyuan-zhongli')).toEqual(['dealers']);
    expect(pageTags('/api/content/magazine/v1')).toEqual(['magazine']);
  });

  it('gives a path it does not know every tag, so no change leaves it stale', () => {
    expect([...pageTags('/somewhere-new')].sort()).toEqual(['address', 'catalog', 'dealers', 'magazine', 'media', 'news']);
    expect(pageTags('/newsletter')).not.toEqual(['news']);
  });
});
