import * as z from 'zod';
import { DEALER_CODE_PATTERN } from '@/lib/validators/patterns';
import {
  CONTRACT_STATUS_LABELS,
  MILESTONES,
  PAYMENT_STATUS_LABELS,
  PREORDER_STATUS_LABELS,
  type MilestoneKey,
} from '@/lib/purchase/states';
import { BALANCE_METHOD_LABELS, DATE_MOVE_REASON_LABELS, DEPOSIT_METHOD_LABELS, CONTACT_KIND_LABELS } from '@/lib/staff/pipeline';
import { STAFF_ROLE_LABELS } from '@/lib/staff/roles';
import { AUDIT_RECORD_KINDS } from '@/lib/staff/audit-actions';
import { COUNT, DATE_TIME, documentNumber, EMAIL, keysOf, MONEY, UUID, VERSION } from './data-fields';
import { contractBuyer, contractPrice, dealer, preorderDetailSchema } from './purchases';

// What the staff console's calls answer (docs/staff-api.md); checked in the API tests and by the fuzzer.

const role = keysOf(STAFF_ROLE_LABELS);
const DEALER_CODE = z.string().regex(DEALER_CODE_PATTERN);

export const staffProfileSchema = z.strictObject({ uuid: UUID, name: z.string(), email: EMAIL, role, dealerCode: DEALER_CODE.nullable() });
export const staffLoggedInSchema = z.strictObject({ token: z.string().min(40), staff: staffProfileSchema });

const counts = z.record(z.string(), z.int().min(0));
const listPage = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), total: z.int().min(0), page: COUNT, pageSize: COUNT, counts });

const listed = {
  createdAt: DATE_TIME,
  dealerCode: DEALER_CODE,
  dealer: z.string(),
  assignee: z.string().nullable(),
  member: z.string(),
  mobile: z.string(),
  family: z.string(),
  total: MONEY,
  version: COUNT,
};
export const preorderListSchema = listPage(
  z.strictObject({ ...listed, number: documentNumber('PO'), status: keysOf(PREORDER_STATUS_LABELS), quantity: COUNT }),
);
export const contractListSchema = listPage(
  z.strictObject({
    ...listed,
    number: documentNumber('CT'),
    status: keysOf(CONTRACT_STATUS_LABELS),
    reviewUntil: DATE_TIME,
    depositPaid: MONEY,
  }),
);

const timelineEntry = z.strictObject({ at: DATE_TIME, title: z.string(), detail: z.string(), internal: z.boolean(), actor: z.string() });
const person = z.strictObject({ uuid: UUID, name: z.string().nullable() });
const salesperson = z.strictObject({ uuid: UUID, name: z.string(), role });
const rights = z.strictObject({ work: z.boolean(), assign: z.boolean(), reassignDealer: z.boolean() });

export const preorderRecordSchema = z.strictObject({
  preorder: preorderDetailSchema,
  version: COUNT,
  dealerCode: DEALER_CODE,
  dealerName: z.string(),
  assignee: person.nullable(),
  cancelReason: z.string().nullable(),
  contractNumber: documentNumber('CT').nullable(),
  member: contractBuyer,
  contacts: z.array(
    z.strictObject({ kind: keysOf(CONTACT_KIND_LABELS), note: z.string(), nextStep: z.string(), at: DATE_TIME, by: z.string() }),
  ),
  timeline: z.array(timelineEntry),
  salespeople: z.array(salesperson),
  rights,
});

export const contractRecordSchema = z.strictObject({
  contract: z.strictObject({
    uuid: UUID,
    number: documentNumber('CT'),
    status: keysOf(CONTRACT_STATUS_LABELS),
    createdAt: DATE_TIME,
    reviewUntil: DATE_TIME,
    reviewWaivedAt: DATE_TIME.nullable(),
    signRefusal: z.string().nullable(),
    signedAt: DATE_TIME.nullable(),
    total: MONEY,
    price: contractPrice,
    buyer: contractBuyer,
    dealer,
    depositPaid: MONEY,
    depositPaidOn: DATE_TIME.nullable(),
    depositMethod: keysOf(DEPOSIT_METHOD_LABELS).nullable(),
    paid: MONEY,
    paymentStatus: keysOf(PAYMENT_STATUS_LABELS),
    balancePayments: z.array(z.strictObject({ amount: MONEY, paidOn: DATE_TIME, method: keysOf(BALANCE_METHOD_LABELS), by: z.string() })),
    cancelReason: z.string().nullable(),
  }),
  version: COUNT,
  dealerCode: DEALER_CODE,
  assignee: person.nullable(),
  preorder: preorderDetailSchema,
  milestones: z.array(
    z.strictObject({
      step: COUNT,
      key: z.literal(MILESTONES.map((milestone) => milestone.key) as MilestoneKey[]),
      label: z.string(),
      plannedAt: DATE_TIME.nullable(),
      doneAt: DATE_TIME.nullable(),
      moves: z.array(
        z.strictObject({
          oldDate: DATE_TIME.nullable(),
          newDate: DATE_TIME,
          reason: keysOf(DATE_MOVE_REASON_LABELS),
          reasonText: z.string(),
          at: DATE_TIME,
        }),
      ),
    }),
  ),
  timeline: z.array(timelineEntry),
  salespeople: z.array(salesperson),
  rights,
});

/** What an action answers: the record's new version, for the next change. */
export const changedSchema = z.strictObject({ number: z.string(), status: z.string(), version: COUNT });

export const staffAccountSchema = z.strictObject({
  uuid: UUID,
  email: EMAIL,
  name: z.string(),
  phone: z.string(),
  role,
  dealerCode: DEALER_CODE.nullable(),
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: DATE_TIME,
  /** When its newest console session began; null: never signed in. */
  lastSignInAt: DATE_TIME.nullable(),
});

/** POST /staff/accounts/v1/{id}/end-sessions: how many of the person's open sessions ended. */
export const staffSessionsEndedSchema = z.strictObject({ ended: z.number().int().min(0) });

export const staffSessionListSchema = z.array(
  z.strictObject({
    uuid: UUID,
    staffUuid: UUID,
    name: z.string(),
    email: EMAIL,
    role,
    userAgent: z.string(),
    ip: z.string(),
    createdAt: DATE_TIME,
    lastSeenAt: DATE_TIME,
  }),
);

export const staffSetupSchema = z.strictObject({
  email: EMAIL,
  name: z.string(),
  role,
  secret: z.string().regex(/^[A-Z2-7]{16,}$/),
  otpauthUri: z.string().regex(/^otpauth:\/\/totp\//),
  qrCode: z.string().regex(/^<svg/),
});

/** S00409's data: the record as it is now (its number, status and version, with the rest of its state). */
export const recordChangedSchema = z.strictObject({
  record: z.looseObject({ number: z.string(), status: z.string(), version: VERSION }),
});

export const auditPageSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.int().min(1),
      at: DATE_TIME,
      actor: z.string(),
      action: z.string(),
      actionLabel: z.string(),
      recordKind: z.literal(AUDIT_RECORD_KINDS),
      recordKindLabel: z.string(),
      recordNumber: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      /** before and after in words, one field a line: codes named, times in Taipei's */
      beforeText: z.string(),
      afterText: z.string(),
    }),
  ),
  total: z.int().min(0),
  page: COUNT,
  pageSize: COUNT,
});

/** The people the pipeline may be filtered by: a dealer's salespeople and managers, at work. */
export const salespeopleSchema = z.array(z.strictObject({ uuid: UUID, name: z.string(), role, dealerCode: DEALER_CODE }));

export const dealerListSchema = z.array(
  z.strictObject({
    code: DEALER_CODE,
    name: z.string(),
    phone: z.string(),
    email: EMAIL,
    address: z.string(),
    cities: z.array(z.string()),
  }),
);

/** The member's timeline of a pre-order and its contract (GET /order/timeline/v1/{uuid}). */
export const memberTimelineSchema = z.array(z.strictObject({ at: DATE_TIME, title: z.string(), detail: z.string() }));
export const noticePrefsDataSchema = z.strictObject({ contacting: z.boolean(), milestones: z.boolean(), dateMoves: z.boolean() });

// The console's types, inferred from the answers' schemas (the browser imports the types alone).
export type PreorderRecord = z.infer<typeof preorderRecordSchema>;
export type ContractRecord = z.infer<typeof contractRecordSchema>;
export type PreorderListRow = z.infer<typeof preorderListSchema>['items'][number];
export type ContractListRow = z.infer<typeof contractListSchema>['items'][number];
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export type StaffSession = z.infer<typeof staffSessionListSchema>[number];
export type AuditEntry = z.infer<typeof auditPageSchema>['items'][number];
