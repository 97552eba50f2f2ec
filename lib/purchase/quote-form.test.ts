import { financingOf, quoteFormDefaults, quoteFormField, typedDecimal } from './quote-form';
import { quoteFormSchema } from '../schemas/quotes';

describe('the quote form', () => {
  it('reads numbers as a person types them', () => {
    expect(typedDecimal('')).toBeUndefined();
    expect(typedDecimal('１,２００,０００')).toBe(1_200_000);
    expect(typedDecimal('2.75')).toBe(2.75);
    expect(typedDecimal('三')).toBeNaN();
  });

  it('sends only the fields of the financing chosen', () => {
    const values = { ...quoteFormDefaults('2026-12-05'), downPayment: '500000', annualRatePercent: '3', residual: '100' };
    expect(financingOf(values)).toEqual({ kind: 'cash' });
    expect(financingOf({ ...values, kind: 'loan' })).toEqual({ kind: 'loan', downPayment: 500_000, months: 60, annualRatePercent: 3 });
    expect(financingOf({ ...values, kind: 'lease' })).toEqual({ kind: 'lease', months: 60, annualRatePercent: 3, residual: 100 });
  });

  it("puts the API's financing errors on the form's fields", () => {
    expect(quoteFormField('financing.downPayment')).toBe('downPayment');
    expect(quoteFormField('financing')).toBe('kind');
    expect(quoteFormField('plateDay')).toBe('plateDay');
  });

  it('checks the form with the request’s rules, each message on its field', () => {
    const result = quoteFormSchema.safeParse({
      ...quoteFormDefaults('2026-12-05'),
      kind: 'loan',
      months: '72',
      annualRatePercent: '3.125',
    });
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['pointSlug', 'use', 'downPayment', 'months', 'annualRatePercent']));
    expect(paths).not.toContain('plateDay');
    const good = {
      ...quoteFormDefaults('2026-12-05'),
      pointSlug: 'taoyuan',
      use: 'business',
      kind: 'loan' as const,
      downPayment: '0',
      annualRatePercent: '3',
    };
    expect(quoteFormSchema.safeParse(good).success).toBe(true);
  });
});
