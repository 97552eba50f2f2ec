import * as z from 'zod';
import { SLUG_PATTERN } from '@/lib/validators/patterns';
import { MAX_ORDER_TOTAL } from '@/lib/format/money';

// The fields the API's answers are built of (docs/api.md); the answers' schemas are in the files beside this one.
// They take zod whole, not ./z: only the server and the tests load them; the browser imports their types alone.

export const UUID = z.uuid();
/** NT$ in whole dollars, tax included (lib/sale/pricing.ts); never negative, never beyond a pre-order's total (lib/format/money.ts). */
export const MONEY = z.int().min(0).max(MAX_ORDER_TOTAL);
export const COUNT = z.int().min(1);
/** A record's version: sent back with a change, which is refused (S00409) if someone changed it meanwhile. */
export const VERSION = z.int().min(1);
/** Every time the API answers is Date.toISOString(). */
export const DATE_TIME = z.iso.datetime({ offset: true });
export const EMAIL = z.email();
/** 3 characters, 4 stars, 3 digits: the ID number is never shown whole (lib/validators/taiwan.ts). */
export const MASKED_ID_NUMBER = z.string().regex(/^[A-Z0-9]{3}\*{4}\d{3}$/);
/** Slugs are what GET …/{slug} accepts (lib/schemas/common.ts), so every listed item can be fetched. */
export const SLUG = z.string().regex(SLUG_PATTERN);

/** The keys of a record typed by a union, so that the schema cannot miss a member of it. */
export const keysOf = <K extends string>(record: Record<K, unknown>) => z.literal(Object.keys(record) as K[]);

/** PO20261122-000042, CT20261122-000007 (services/document-numbers.ts). */
export const documentNumber = (prefix: 'PO' | 'CT' | 'QT') => z.string().regex(new RegExp(`^${prefix}\\d{8}-\\d{6}$`));
