// 購車管理: what a pre-order, a contract and a delivery are in this product, for the server (which
// writes them) and the screens (which show them). The contract's price rule lives here once.
import type { ContractPrice, FrozenConfiguration, PriceBreakdown } from '@/lib/schemas/purchases';
import { MILESTONES, type ContractStatus, type MilestoneState, type PaymentStatus } from '@/lib/purchase/states';

/** Taiwan's new-car sale contract (汽車買賣定型化契約) caps the deposit at a tenth of the price. */
export const CONTRACT_DEPOSIT_CAP = 0.1;
/** Prices are NT$ with the 5% business tax included. */
export const BUSINESS_TAX_RATE = 0.05;

/**
 * The contract's price from the pre-order's: the same total, split for the contract (vehicles, options, and
 * the discount of an accepted quote off both). The deposit is the one the pre-order named, never more than
 * a tenth of the price.
 */
export function contractPrice(price: PriceBreakdown): ContractPrice {
  const perUnit = (kinds: string[]) => price.lines.filter((line) => kinds.includes(line.kind)).reduce((sum, line) => sum + line.amount, 0);
  const vehicle = perUnit(['vehicle', 'paint']) * price.quantity;
  const discount = price.discount ?? 0;
  const options = price.total + discount - vehicle;
  const tax = Math.round((price.total * BUSINESS_TAX_RATE) / (1 + BUSINESS_TAX_RATE));
  const deposit = Math.min(price.deposit, Math.floor(price.total * CONTRACT_DEPOSIT_CAP));
  return {
    vehicle,
    options,
    ...(discount > 0 && { discount }),
    quantity: price.quantity,
    net: price.total - tax,
    tax,
    total: price.total,
    deposit,
    balance: price.total - deposit,
  };
}

export const paymentStatusOf = (price: ContractPrice, paid: number): PaymentStatus =>
  paid >= price.total ? 'paid' : paid >= price.deposit ? 'deposit-paid' : 'deposit-due';

/** What a contract's recorded payments add up to: the deposit and every balance payment, nothing assumed. */
export const paidOf = (contract: { depositPaid: number; balancePaid: number }) => contract.depositPaid + contract.balancePaid;

/** What is still to be paid of the total. */
export const balanceDueOf = (price: Pick<ContractPrice, 'total'>, paid: number) => Math.max(price.total - paid, 0);

export const milestonesFor = (configuration: Pick<FrozenConfiguration, 'localParts'>) =>
  MILESTONES.filter((milestone) => milestone.key !== 'fitting' || configuration.localParts.length > 0);

/** Production and delivery begin only once the contract is signed and its deposit paid. */
export const deliveryUnderWay = (contract: { status: ContractStatus; paymentStatus: PaymentStatus }) =>
  contract.status !== 'reviewing' && contract.paymentStatus !== 'deposit-due';

/**
 * Done ones are done; the first not done is the current one; the rest are planned. Before the contract
 * is signed and its deposit paid (`underWay` false) nothing is done or current, whatever was recorded:
 * 合約成立 is the signature, and production waits for the deposit. A cancelled contract (`stopped`)
 * keeps what was done and has no current step.
 */
export function milestoneStates<T extends { doneAt: string | null }>(
  milestones: T[],
  underWay: boolean,
  stopped = false,
): Array<T & { state: MilestoneState }> {
  const current = underWay && !stopped ? milestones.findIndex((milestone) => !milestone.doneAt) : -1;
  return milestones.map((milestone, index) => ({
    ...milestone,
    doneAt: underWay ? milestone.doneAt : null,
    state: underWay && milestone.doneAt ? 'done' : index === current ? 'current' : 'planned',
  }));
}

// What the API answers (docs/api.md: GET /order/order/v1, /order/contract/v1, /order/delivery/v1): inferred from their schemas.
export type {
  ContractBuyer,
  ContractDetail,
  ContractPrice,
  ContractSummary,
  Dealer,
  Delivery,
  DeliveryMilestone,
  PreorderDetail,
  PreorderSummary,
} from '@/lib/schemas/purchases';
