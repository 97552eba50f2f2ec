// The quote form (/member/quotes/new) as the browser holds it: every field as typed, flat, and the request
// it makes. The API names the financing's fields `financing.x`; the form names them `x`.
import type { FinancingChoice, FinancingKind } from './quote-terms';

export interface QuoteFormValues {
  pointSlug: string;
  use: string;
  plateDay: string;
  kind: FinancingKind;
  downPayment: string;
  months: string;
  annualRatePercent: string;
  residual: string;
}

export const QUOTE_FORM_FIELDS = [
  'pointSlug',
  'use',
  'plateDay',
  'kind',
  'downPayment',
  'months',
  'annualRatePercent',
  'residual',
] as const satisfies readonly (keyof QuoteFormValues)[];

/** A visitor's form (no account): the member's, and the contact the dealer calls and the link is mailed to. */
export interface VisitorQuoteFormValues extends QuoteFormValues {
  name: string;
  mobile: string;
  email: string;
}

export const VISITOR_QUOTE_FORM_FIELDS = [
  'name',
  'mobile',
  'email',
  ...QUOTE_FORM_FIELDS,
] as const satisfies readonly (keyof VisitorQuoteFormValues)[];

/** How far ahead the plate day is set at first: about the time a dealer needs to deliver a truck in stock. */
export const PLATE_DAY_LEAD_DAYS = 14;

export const quoteFormDefaults = (plateDay: string): QuoteFormValues => ({
  pointSlug: '',
  use: '',
  plateDay,
  kind: 'cash',
  downPayment: '',
  months: '60',
  annualRatePercent: '',
  residual: '',
});

export const visitorQuoteFormDefaults = (plateDay: string): VisitorQuoteFormValues => ({
  ...quoteFormDefaults(plateDay),
  name: '',
  mobile: '',
  email: '',
});

/** A number as typed (full-width digits, thousands separators); undefined when empty, NaN when not a number. */
export function typedDecimal(text: string): number | undefined {
  const plain = text.normalize('NFKC').replace(/[,\s]/g, '');
  if (plain === '') return undefined;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The financing the form says, with only the fields of its kind, numbers as typed (the schema checks them). */
export function financingOf(values: QuoteFormValues): FinancingChoice {
  const months = typedDecimal(values.months) as number;
  const annualRatePercent = typedDecimal(values.annualRatePercent) as number;
  if (values.kind === 'loan') return { kind: 'loan', downPayment: typedDecimal(values.downPayment) as number, months, annualRatePercent };
  if (values.kind === 'lease') return { kind: 'lease', months, annualRatePercent, residual: typedDecimal(values.residual) as number };
  return { kind: 'cash' };
}

/** The form's field for an API error's path: `financing.downPayment` is `downPayment`, `financing` the kind. */
export function quoteFormField(path: string): string {
  if (path === 'financing') return 'kind';
  return path.startsWith('financing.') ? path.slice('financing.'.length) : path;
}
