import type { MemberInfo } from '@/lib/api-types';
import type { PriceLine } from '@/lib/pricing';
import {
  CONTRACT_STATUS_LABELS,
  MILESTONE_STATE_LABELS,
  MILESTONES,
  PAYMENT_STATUS_LABELS,
  PREORDER_STATUS_LABELS,
  type ContractBuyer,
} from '@/lib/purchases';

/**
 * The JSON Schemas of `data` in successful answers, for /api/openapi.json and the checks of
 * `npm run fuzz:api` (lib/scripts/json-schema.mjs, which knows type and type lists, const, enum,
 * format uuid/email/date-time, pattern, minimum, items, required, additionalProperties, anyOf).
 *
 * Each shape is written once, from the TypeScript types the services return (lib/catalog-types.ts,
 * lib/pricing.ts, lib/purchases.ts, lib/api-types.ts, services/content.ts): a summary and its detail
 * share their common fields, and the pieces of a pre-order (vehicle, configuration, price lines)
 * are those of the catalog and the contract. Every field the type always has is required; objects
 * stay open (extra fields allowed) except the member, whose closed shape guards against leaking a
 * column such as the password hash.
 */
type Schema = Record<string, unknown>;
type Properties = Record<string, Schema>;

// ── Building blocks ──

export const NULL = { type: 'null' };
export const UUID = { type: 'string', format: 'uuid' };
export const STRING = { type: 'string' };
const INTEGER = { type: 'integer' };
/** NT$ in whole dollars, tax included (lib/pricing.ts); never negative. */
const MONEY = { type: 'integer', minimum: 0 };
const COUNT = { type: 'integer', minimum: 1 };
/** Every time the API answers is Date.toISOString(). */
const DATE_TIME = { type: 'string', format: 'date-time' };
const EMAIL = { type: 'string', format: 'email' };

/** An object with these fields, all required, and optional ones besides. */
export const object = (required: Properties, optional: Properties = {}) => ({
  type: 'object',
  required: Object.keys(required),
  properties: { ...required, ...optional },
});
/** The same, with no other field allowed: only for shapes built field by field (never a stored JSON value). */
const closed = (required: Properties, optional: Properties = {}) => ({ ...object(required, optional), additionalProperties: false });
const arrayOf = (items: Schema) => ({ type: 'array', items });
/** A value or null, for `T | null` fields of a single type. */
const nullable = (schema: Schema & { type: string }) => ({ ...schema, type: [schema.type, 'null'] });
/** The keys of a record typed by a union, so that the enum cannot miss a member of it. */
const keysOf = (record: Record<string, unknown>) => ({ type: 'string', enum: Object.keys(record) });

// ── The catalog (lib/catalog-types.ts) ──

const KEY_SPECS = arrayOf(object({ label: STRING, value: STRING }));
const VEHICLE = object({
  uuid: UUID,
  hp: INTEGER,
  suspension: STRING,
  ratCode: STRING,
  gearBox: STRING,
  wheelBase: INTEGER,
  wheelCount: STRING,
  price: MONEY,
});
const COLOR = { uuid: UUID, name: STRING, hex: STRING };
const COLOR_MATERIAL = object({ uuid: UUID, name: STRING, surcharge: MONEY });
/** A part as the catalog offers it, and as a configuration keeps it (uuid, name, price). */
const PART_KEPT = { uuid: UUID, name: STRING, price: MONEY };
const CAR_PART = object({
  ...PART_KEPT,
  description: STRING,
  image: STRING,
  exclusiveGroup: nullable(STRING),
  minWheelBase: nullable(INTEGER),
});
/** What the family list and the family detail both say of a family. */
const FAMILY = { uuid: UUID, name: STRING, series: STRING, tagline: STRING, image: STRING, keySpecs: KEY_SPECS };

const familySummary = object({ ...FAMILY, startingPrice: MONEY });
const familyDetail = object({
  ...FAMILY,
  description: STRING,
  vehicles: arrayOf(VEHICLE),
  colors: arrayOf(object({ ...COLOR, materials: arrayOf(COLOR_MATERIAL) })),
  carParts: arrayOf(CAR_PART),
  localCarParts: arrayOf(CAR_PART),
  // Empty strings (not null) while no agreement is published.
  agreement: object({ version: STRING, text: STRING }),
  maxQuantity: COUNT,
});

// ── A configuration and its price, frozen in a pre-order (lib/pricing.ts) ──

const PRICE_LINE_KINDS: Record<PriceLine['kind'], true> = { vehicle: true, paint: true, 'origin-part': true, 'local-part': true };
const PRICE_LINES = arrayOf(object({ kind: keysOf(PRICE_LINE_KINDS), uuid: UUID, label: STRING, amount: MONEY }));
const price = object({
  currency: { const: 'TWD' },
  lines: PRICE_LINES,
  unitPrice: MONEY,
  quantity: COUNT,
  total: MONEY,
  deposit: MONEY,
});
const configuration = object({
  family: object({ uuid: UUID, name: STRING, series: STRING }),
  vehicle: VEHICLE,
  color: object(COLOR),
  colorMaterial: COLOR_MATERIAL,
  originParts: arrayOf(object(PART_KEPT)),
  localParts: arrayOf(object(PART_KEPT)),
});

// ── Pre-orders, contracts and deliveries (lib/purchases.ts) ──

/** PO20261122-000042, CT20261122-000007 (services/document-numbers.ts). */
const documentNumber = (prefix: 'PO' | 'CT') => ({ type: 'string', pattern: `^${prefix}\\d{8}-\\d{6}$` });

/** What a pre-order's summary (the list) and its detail share. */
const PREORDER = {
  uuid: UUID,
  number: documentNumber('PO'),
  status: keysOf(PREORDER_STATUS_LABELS),
  createdAt: DATE_TIME,
  quantity: COUNT,
  agreementVersion: STRING,
  familyName: STRING,
  contractUuid: nullable(UUID),
};
const preorderSummary = object({ ...PREORDER, total: MONEY, deposit: MONEY, vehicle: VEHICLE, color: STRING });
const preorderDetail = object({ ...PREORDER, configuration, price });

/** What a contract's summary (the list) and its detail share. */
const CONTRACT = {
  uuid: UUID,
  number: documentNumber('CT'),
  status: keysOf(CONTRACT_STATUS_LABELS),
  preorderUuid: UUID,
  preorderNumber: documentNumber('PO'),
  familyName: STRING,
  quantity: COUNT,
  createdAt: DATE_TIME,
  reviewUntil: DATE_TIME,
  signedAt: nullable(DATE_TIME),
  total: MONEY,
  paymentStatus: keysOf(PAYMENT_STATUS_LABELS),
  currentMilestone: nullable(STRING),
};
const MEMBER_TYPES: Record<MemberInfo['memberType'], true> = { individual: true, enterprise: true };
/** 3 characters, 4 stars, 3 digits: the ID number is never shown whole (lib/validators/taiwan.ts). */
const MASKED_ID_NUMBER = { type: 'string', pattern: '^[A-Z0-9]{3}\\*{4}\\d{3}$' };
// The buyer is a JSON value stored with the contract, so it stays open; its optional fields are those of one type.
const BUYER_OPTIONAL: Record<Exclude<keyof ContractBuyer, 'memberType' | 'name' | 'mobile' | 'email' | 'zip' | 'address'>, Schema> = {
  idNumber: MASKED_ID_NUMBER,
  companyName: STRING,
  ubn: STRING,
  contactName: STRING,
  contactTitle: STRING,
  phone: STRING,
};
const buyer = object({ memberType: keysOf(MEMBER_TYPES), name: STRING, mobile: STRING, email: EMAIL, zip: STRING, address: STRING }, BUYER_OPTIONAL);
const dealer = object({ name: STRING, salesperson: STRING, phone: STRING, email: EMAIL, address: STRING });
const contractPrice = object({
  vehicle: MONEY,
  options: MONEY,
  quantity: COUNT,
  net: MONEY,
  tax: MONEY,
  total: MONEY,
  deposit: MONEY,
  balance: MONEY,
});
const contractSummary = object(CONTRACT);
const contractDetail = object({
  ...CONTRACT,
  buyer,
  dealer,
  price: contractPrice,
  paid: MONEY,
  configuration,
  priceLines: PRICE_LINES,
  unitPrice: MONEY,
});

const delivery = object({
  contractUuid: UUID,
  contractNumber: documentNumber('CT'),
  familyName: STRING,
  location: STRING,
  estimatedAt: nullable(DATE_TIME),
  milestones: arrayOf(
    object({
      key: { type: 'string', enum: MILESTONES.map((milestone) => milestone.key) },
      label: STRING,
      plannedAt: nullable(DATE_TIME),
      doneAt: nullable(DATE_TIME),
      state: keysOf(MILESTONE_STATE_LABELS),
    }),
  ),
});

// ── The member (services/member-info.ts): only the fields of its type ──

const MEMBER = {
  memberUuid: UUID,
  email: EMAIL,
  name: STRING,
  mobile: { type: 'string', pattern: '^09\\d{8}$' },
  cityId: STRING,
  townId: STRING,
  zip: STRING,
  address: STRING,
  createdAt: DATE_TIME,
  twoFactorEnabled: { type: 'boolean' },
};
const member = {
  anyOf: [
    closed({ ...MEMBER, memberType: { const: 'individual' }, idNumber: MASKED_ID_NUMBER }),
    // Optional contact fields the member left empty are '' rather than missing.
    closed({ ...MEMBER, memberType: { const: 'enterprise' }, companyName: STRING, ubn: STRING, contactName: STRING, contactTitle: STRING, phone: STRING }),
  ],
};

// ── News and magazine (services/content.ts) ──

/** Slugs are what GET …/{slug} accepts (lib/schemas/common.ts), so every listed item can be fetched. */
const SLUG = { type: 'string', pattern: '^[a-z0-9-]{1,80}$' };
const NEWS = { slug: SLUG, title: STRING, category: STRING, cover: STRING, summary: STRING, publishedAt: DATE_TIME, updatedAt: DATE_TIME };
const ARTICLE = { slug: SLUG, title: STRING, author: STRING, summary: STRING };
const ISSUE = { slug: SLUG, issueNo: COUNT, title: STRING, summary: STRING, cover: STRING, publishedAt: DATE_TIME };

const newsPage = object({ items: arrayOf(object(NEWS)), page: COUNT, pageSize: COUNT, total: { type: 'integer', minimum: 0 } });

// ── Logging in, sessions and two-factor sign-in ──

const loggedIn = object({ token: { type: 'string', minLength: 40 }, memberUuid: UUID });
const loginChallenge = closed({ challenge: { type: 'string', minLength: 40 } });
const session = closed({
  sessionUuid: UUID,
  browser: STRING,
  system: STRING,
  place: nullable(STRING),
  createdAt: DATE_TIME,
  lastUsedAt: DATE_TIME,
  current: { type: 'boolean' },
});
const RECOVERY_CODE = { type: 'string', pattern: '^[a-z2-9]{4}-[a-z2-9]{4}$' };

/** The `data` of each operation's success, by operation id (lib/server/http/operations.ts). */
export const dataSchemas = {
  familyList: arrayOf(familySummary),
  familyDetail,
  preorderCreate: preorderDetail,
  preorderList: arrayOf(preorderSummary),
  preorderDetail,
  contractList: arrayOf(contractSummary),
  contractDetail,
  delivery,
  loggedIn,
  loginChallenge,
  sessionList: arrayOf(session),
  sessionsEnded: closed({ ended: { type: 'integer', minimum: 0 } }),
  twoFactorSetup: closed({ secret: { type: 'string', pattern: '^[A-Z2-7]{16,}$' }, otpauthUri: { type: 'string', pattern: '^otpauth://totp/' }, qrCode: { type: 'string', pattern: '^<svg' } }),
  recoveryCodes: closed({ recoveryCodes: { ...arrayOf(RECOVERY_CODE), minItems: 10, maxItems: 10 } }),
  memberGet: member,
  memberUpdate: member,
  emailValid: member,
  newsList: newsPage,
  newsItem: object({ ...NEWS, body: STRING }),
  magazineList: arrayOf(object({ ...ISSUE, articles: arrayOf(object(ARTICLE)) })),
  magazineIssue: object({ ...ISSUE, articles: arrayOf(object({ ...ARTICLE, body: STRING })) }),
} satisfies Record<string, Schema>;
