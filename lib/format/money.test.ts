import { formatTwd, formatTwdLine } from './money';

describe('amounts in NT$', () => {
  it('prints a discount taken off with a true minus sign before the currency, an amount added as any other', () => {
    expect(formatTwd(1_028_000)).toBe('NT$ 1,028,000');
    expect(formatTwdLine(-20_000)).toBe('−NT$ 20,000');
    expect(formatTwdLine(30_000)).toBe('NT$ 30,000');
  });
});
