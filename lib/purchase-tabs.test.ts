import { purchaseListPath, purchaseTabOf, withTab } from './purchase-tabs';

describe('purchaseTabOf', () => {
  it('reads tabs 0, 1 and 2 from the query', () => {
    expect(purchaseTabOf('0')).toBe(0);
    expect(purchaseTabOf('1')).toBe(1);
    expect(purchaseTabOf('2')).toBe(2);
  });

  it('opens the overview for an absent, unknown or odd value', () => {
    for (const value of [undefined, null, '', '3', '-1', '1.0', ' 1', 'abc']) expect(purchaseTabOf(value)).toBe(0);
  });

  it('takes the first of a repeated query value', () => {
    expect(purchaseTabOf(['2', '1'])).toBe(2);
  });
});

describe('purchase paths', () => {
  it('keeps the tab in the list and detail URLs', () => {
    expect(purchaseListPath(2)).toBe('/member/purchase?tab=2');
    expect(withTab('/member/purchase/delivery-abc', 1)).toBe('/member/purchase/delivery-abc?tab=1');
  });
});
