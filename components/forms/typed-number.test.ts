import { typedNumber } from './typed-number';

describe('typedNumber', () => {
  it('reads what a person types as the number they mean', () => {
    expect(typedNumber('12,000')).toBe(12000);
    expect(typedNumber('３')).toBe(3);
    expect(typedNumber(' 1 200 ')).toBe(1200);
  });

  it('gives nothing for an empty field, so the schema asks for it', () => {
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('  ')).toBeUndefined();
  });

  it('gives no number for anything else', () => {
    for (const text of ['1.5', '-3', '三', '12a', '1e3']) expect(typedNumber(text)).toBeNaN();
  });
});
