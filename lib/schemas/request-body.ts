// Without zod, so a form's page loads it before the schema (lib/schemas/forms.ts, loaded on first check).

/** What a form sends: not the password's second typing (the person's check, not the API's), no empty optional field. */
export function toRequestBody<T extends object>(values: T): Omit<T, 'confirmPassword'> {
  const body = Object.fromEntries(Object.entries(values).filter(([key, value]) => key !== 'confirmPassword' && value !== ''));
  return body as Omit<T, 'confirmPassword'>;
}
