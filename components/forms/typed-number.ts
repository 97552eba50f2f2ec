// A number field of a form is text (with the numeric keyboard): this reads it as the number a person means.

/**
 * A whole number as typed: full-width digits (an IME's) and thousands separators read as a person means them;
 * none when the field is empty, so the schema says the field is needed; anything else is not a number.
 */
export function typedNumber(text: unknown): number | undefined {
  const plain = String(text ?? '')
    .normalize('NFKC')
    .replace(/[,\s]/g, '');
  if (plain === '') return undefined;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}
