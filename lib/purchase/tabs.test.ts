import { purchaseTabOf } from './tabs';

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
