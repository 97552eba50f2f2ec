import type { ContractRecord, PreorderRecord } from '@/lib/schemas/staff-data';
import { contractDetail, PREORDER_DETAIL } from './purchases';

// For tests: a pre-order and a contract as the console's record calls answer them (docs/staff-api.md).

export const SALESPERSON = { uuid: '55555555-5555-4555-8555-555555555555', name: '林業務', role: 'dealer_sales' as const };
const BUYER = contractDetail().buyer;
const RIGHTS = { work: true, assign: false, reassignDealer: false };

export function preorderRecord(
  overrides: Partial<PreorderRecord> = {},
  status: PreorderRecord['preorder']['status'] = 'submitted',
): PreorderRecord {
  return {
    preorder: { ...PREORDER_DETAIL, number: 'PO20251120-000001', status, contractUuid: null },
    version: 3,
    dealerCode: 'taoyuan',
    dealerName: '泰嵐汽車 桃園營業所',
    assignee: null,
    cancelReason: null,
    contractNumber: null,
    member: BUYER,
    contacts: [],
    timeline: [{ at: '2025-11-20T02:00:00.000Z', title: '預購單已送出', detail: '', internal: false, actor: '會員 王小明' }],
    salespeople: [SALESPERSON],
    rights: RIGHTS,
    ...overrides,
  };
}

export function contractRecord(
  overrides: Partial<ContractRecord> = {},
  contract: Partial<ContractRecord['contract']> = {},
): ContractRecord {
  const detail = contractDetail();
  const milestone = (step: number, key: ContractRecord['milestones'][number]['key'], label: string, doneAt: string | null) => ({
    step,
    key,
    label,
    plannedAt: '2025-12-20T02:00:00.000Z',
    doneAt,
    moves: [],
  });
  return {
    contract: {
      uuid: detail.uuid,
      number: 'CT20251201-000002',
      status: 'reviewing',
      createdAt: detail.createdAt,
      reviewUntil: detail.reviewUntil,
      reviewWaivedAt: null,
      signRefusal: null,
      signedAt: null,
      total: detail.total,
      price: detail.price,
      buyer: BUYER,
      dealer: detail.dealer,
      depositPaid: 0,
      depositPaidOn: null,
      depositMethod: null,
      paid: 0,
      paymentStatus: 'deposit-due',
      balancePayments: [],
      cancelReason: null,
      ...contract,
    },
    version: 4,
    dealerCode: 'taoyuan',
    assignee: { uuid: SALESPERSON.uuid, name: SALESPERSON.name },
    preorder: { ...PREORDER_DETAIL, number: 'PO20251120-000001' },
    milestones: [
      milestone(1, 'contract', '合約成立', contract.signedAt ?? null),
      milestone(2, 'production', '排產', null),
      milestone(3, 'handover', '交車', null),
    ],
    timeline: [],
    salespeople: [SALESPERSON],
    rights: RIGHTS,
    ...overrides,
  };
}
