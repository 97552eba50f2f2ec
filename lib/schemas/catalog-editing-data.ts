import * as z from 'zod';
import { DATE_TIME, MONEY, UUID, VERSION } from './data-fields';

// What the catalog console's calls answer (docs/staff-api.md, services/catalog-editing.ts); checked in the
// API tests and by the fuzzer.

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A price, the one in force now, and the next one if a price list sets it from a later day. */
const priced = {
  price: MONEY,
  nextPrice: z.strictObject({ price: MONEY, effectiveDate: DAY }).nullable(),
};

export const catalogFamiliesSchema = z.array(
  z.strictObject({
    id: UUID,
    name: z.string(),
    series: z.string(),
    published: z.boolean(),
    vehicles: z.int().min(0),
    vehiclesOnSale: z.int().min(0),
    version: VERSION,
  }),
);

export const familyCatalogSchema = z.strictObject({
  id: UUID,
  name: z.string(),
  series: z.string(),
  tagline: z.string(),
  description: z.string(),
  image: z.string(),
  keySpecs: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  published: z.boolean(),
  maxQuantity: z.int().min(1),
  version: VERSION,
  vehicles: z.array(z.strictObject({ id: UUID, label: z.string(), wheelBase: z.int(), active: z.boolean(), ...priced })),
  colors: z.array(
    z.strictObject({
      id: UUID,
      name: z.string(),
      hex: z.string(),
      active: z.boolean(),
      materials: z.array(z.strictObject({ id: UUID, name: z.string(), active: z.boolean(), ...priced })),
    }),
  ),
  parts: z.array(
    z.strictObject({
      id: UUID,
      kind: z.literal(['origin', 'local']),
      name: z.string(),
      description: z.string(),
      exclusiveGroup: z.string().nullable(),
      minWheelBase: z.int().nullable(),
      active: z.boolean(),
      ...priced,
    }),
  ),
  priceLists: z.array(
    z.strictObject({
      id: UUID,
      name: z.string(),
      effectiveDate: DAY,
      createdAt: DATE_TIME,
      createdBy: z.string(),
      /** Called off before its day: it never took effect. */
      cancelledAt: DATE_TIME.nullable(),
      entries: z.array(z.strictObject({ itemId: UUID, label: z.string(), price: MONEY })),
    }),
  ),
});

/** S00409: someone changed the family's catalog meanwhile; this is it now. */
export const familyCatalogChangedSchema = z.strictObject({ record: familyCatalogSchema });

export type CatalogFamilyRow = z.infer<typeof catalogFamiliesSchema>[number];
export type FamilyCatalog = z.infer<typeof familyCatalogSchema>;

/** The pre-order agreement's versions, newest first; the first is in force. */
export const agreementVersionsSchema = z.array(
  z.strictObject({ version: z.string(), title: z.string(), text: z.string(), publishedAt: DATE_TIME, current: z.boolean() }),
);
/** S00409: another version was published meanwhile; these are the versions now. */
export const agreementChangedSchema = z.strictObject({ record: agreementVersionsSchema });
export type AgreementVersion = z.infer<typeof agreementVersionsSchema>[number];

/** The contract terms' versions, newest first; the first is what a contract made now is made with. */
export const contractTermsVersionsSchema = z.strictObject({
  versions: agreementVersionsSchema,
  /** The facts a version may name as {{名稱}}. */
  placeholders: z.array(z.string()),
});
/** S00409: another version was published meanwhile. */
export const contractTermsChangedSchema = z.strictObject({ record: contractTermsVersionsSchema });
export type ContractTermsVersions = z.infer<typeof contractTermsVersionsSchema>;
