import { notFound } from 'next/navigation';
import { uuidField } from '../schemas/fields';

/** A purchase page's id from its URL: anything but a UUID is a real 404, before any call is made. */
export function purchaseUuidOrNotFound(raw: string): string {
  const parsed = uuidField.safeParse(raw);
  if (!parsed.success) notFound();
  return parsed.data;
}
