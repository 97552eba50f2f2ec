import * as z from 'zod';
import { colorMaterialSchema, colorSchema, keptPartSchema, vehicleSchema } from './catalog';
import { COUNT, DATE_TIME, documentNumber, EMAIL, keysOf, MASKED_ID_NUMBER, MONEY, UUID } from './data-fields';
import {
  CONTRACT_STATUS_LABELS,
  MILESTONE_STATE_LABELS,
  MILESTONES,
  PAYMENT_STATUS_LABELS,
  PREORDER_STATUS_LABELS,
  type MilestoneKey,
} from '@/lib/purchase/states';

// What the API answers of pre-orders, contracts and deliveries (docs/api.md, section order: /order/order/v1, /order/contract/v1,
// /order/delivery/v1), with the configuration and price a pre-order freezes (lib/sale/pricing.ts).

const priceLine = z.object({
  kind: z.literal(['vehicle', 'paint', 'origin-part', 'local-part']),
  uuid: UUID,
  label: z.string(),
  amount: MONEY,
});
export const priceBreakdown = z.object({
  currency: z.literal('TWD'),
  lines: z.array(priceLine),
  unitPrice: MONEY,
  quantity: COUNT,
  /**
   * The dealer's discount off the whole order, when the pre-order was made by accepting a quote (absent
   * otherwise): the total is unitPrice × quantity less it.
   */
  discount: MONEY.optional(),
  total: MONEY,
  deposit: MONEY,
});
export const frozenConfiguration = z.object({
  family: z.object({ uuid: UUID, name: z.string(), series: z.string() }),
  vehicle: vehicleSchema,
  color: colorSchema,
  colorMaterial: colorMaterialSchema,
  originParts: z.array(keptPartSchema),
  localParts: z.array(keptPartSchema),
});

/** The quote a pre-order was made from, when its buyer accepted one: its number and version (the price is the quoted one). */
const QUOTE_REF = z.object({ number: documentNumber('QT'), version: z.int().min(1) }).nullable();

/** What a pre-order's summary (the list) and its detail share. */
const PREORDER = {
  uuid: UUID,
  number: documentNumber('PO'),
  status: keysOf(PREORDER_STATUS_LABELS),
  createdAt: DATE_TIME,
  quantity: COUNT,
  agreementVersion: z.string(),
  familyName: z.string(),
  /** Set once the pre-order became a contract. */
  contractUuid: UUID.nullable(),
  quote: QUOTE_REF,
};
export const preorderSummarySchema = z.object({ ...PREORDER, total: MONEY, deposit: MONEY, vehicle: vehicleSchema, color: z.string() });
export const preorderDetailSchema = z.object({ ...PREORDER, configuration: frozenConfiguration, price: priceBreakdown });

/** What a contract's summary (the list) and its detail share. */
const CONTRACT = {
  uuid: UUID,
  number: documentNumber('CT'),
  status: keysOf(CONTRACT_STATUS_LABELS),
  preorderUuid: UUID,
  preorderNumber: documentNumber('PO'),
  familyName: z.string(),
  quantity: COUNT,
  createdAt: DATE_TIME,
  reviewUntil: DATE_TIME,
  signedAt: DATE_TIME.nullable(),
  total: MONEY,
  paymentStatus: keysOf(PAYMENT_STATUS_LABELS),
  /**
   * The label of the delivery's current milestone (e.g. 排產); null while none is under way: before the
   * contract is signed and its deposit paid, and once the truck has been handed over.
   */
  currentMilestone: z.string().nullable(),
};
/** The buyer as written into the contract when it was made (a stored JSON value, so open); later edits of the member do not change it. */
export const contractBuyer = z.object({
  memberType: z.literal(['individual', 'enterprise']),
  name: z.string(),
  /** Individual: 身分證字號, masked. */
  idNumber: MASKED_ID_NUMBER.optional(),
  /** Enterprise: company, 統一編號, contact and title. */
  companyName: z.string().optional(),
  ubn: z.string().optional(),
  contactName: z.string().optional(),
  contactTitle: z.string().optional(),
  mobile: z.string(),
  phone: z.string().optional(),
  email: EMAIL,
  zip: z.string(),
  address: z.string(),
});
export const dealer = z.object({ name: z.string(), salesperson: z.string(), phone: z.string(), email: EMAIL, address: z.string() });
export const contractPrice = z.object({
  /** The vehicles with their paint, all units. */
  vehicle: MONEY,
  /** Factory and local parts, all units. */
  options: MONEY,
  /** The dealer's discount from an accepted quote, off the vehicles and options (absent on contracts made before quotes). */
  discount: MONEY.optional(),
  quantity: COUNT,
  /** Before tax, and the 5% business tax within the total. */
  net: MONEY,
  tax: MONEY,
  total: MONEY,
  deposit: MONEY,
  balance: MONEY,
});
export const contractSummarySchema = z.object(CONTRACT);
export const contractDetailSchema = z.object({
  ...CONTRACT,
  buyer: contractBuyer,
  dealer,
  price: contractPrice,
  paid: MONEY,
  /** When the buyer waived the rest of the review period in the member area; null if they did not. */
  reviewWaivedAt: DATE_TIME.nullable(),
  configuration: frozenConfiguration,
  quote: QUOTE_REF,
  /** The pre-order's price lines and their sum, per unit, as agreed. */
  priceLines: z.array(priceLine),
  unitPrice: MONEY,
});

const deliveryMilestone = z.object({
  key: z.literal(MILESTONES.map((milestone) => milestone.key) as MilestoneKey[]),
  label: z.string(),
  plannedAt: DATE_TIME.nullable(),
  doneAt: DATE_TIME.nullable(),
  state: keysOf(MILESTONE_STATE_LABELS),
  /** Each move of its planned date, oldest first, with the reason in words. */
  moves: z.array(z.object({ oldDate: DATE_TIME.nullable(), newDate: DATE_TIME, reason: z.string(), at: DATE_TIME })),
});
export const deliverySchema = z.object({
  contractUuid: UUID,
  contractNumber: documentNumber('CT'),
  familyName: z.string(),
  location: z.string(),
  estimatedAt: DATE_TIME.nullable(),
  milestones: z.array(deliveryMilestone),
});

export type PriceLine = z.infer<typeof priceLine>;
export type PriceBreakdown = z.infer<typeof priceBreakdown>;
export type FrozenConfiguration = z.infer<typeof frozenConfiguration>;
export type PreorderSummary = z.infer<typeof preorderSummarySchema>;
export type PreorderDetail = z.infer<typeof preorderDetailSchema>;
export type ContractBuyer = z.infer<typeof contractBuyer>;
export type Dealer = z.infer<typeof dealer>;
export type ContractPrice = z.infer<typeof contractPrice>;
/** The answer to the buyer's waiver of the rest of the review period. */
export const reviewWaivedSchema = z.strictObject({ reviewWaivedAt: DATE_TIME });

export type ContractSummary = z.infer<typeof contractSummarySchema>;
export type ContractDetail = z.infer<typeof contractDetailSchema>;
export type DeliveryMilestone = z.infer<typeof deliveryMilestone>;
export type Delivery = z.infer<typeof deliverySchema>;
