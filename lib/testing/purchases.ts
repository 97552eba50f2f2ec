import type { TimelineEntry } from '@/store/purchase-api';
import type { FrozenConfiguration, PriceBreakdown } from '@/lib/sale/pricing';
import {
  contractPrice,
  milestonesFor,
  milestoneStates,
  type ContractDetail,
  type ContractSummary,
  type Delivery,
  type PreorderDetail,
  type PreorderSummary,
} from '@/lib/sale/purchases';

// For tests: the member's purchases as the API answers them. The frozen names and prices differ on
// purpose from today's catalog (a part since renamed, an older price), as an old pre-order's would.

export const PREORDER_OLD = '11111111-1111-4111-8111-111111111111';
export const PREORDER_NEW = '22222222-2222-4222-8222-222222222222';
export const CONTRACT_OLD = '33333333-3333-4333-8333-333333333333';
export const CONTRACT_NEW = '44444444-4444-4444-8444-444444444444';

export const CONFIGURATION: FrozenConfiguration = {
  family: { uuid: 'family-0', name: '泰嵐 TL 35（2025 年式）', series: '輕型商用車' },
  vehicle: {
    uuid: 'tl35-175-air-r41-6amt-3350-4w',
    hp: 175,
    suspension: '空氣懸吊',
    ratCode: 'R4.1',
    gearBox: '6速自手排 AMT',
    wheelBase: 3350,
    wheelCount: '4輪',
    price: 1_282_000,
  },
  color: { uuid: 'polar-white', name: '極地白', hex: '#f5f5f2' },
  colorMaterial: { uuid: 'polar-white:polar-white-pearl', name: '珍珠烤漆', surcharge: 32_000 },
  originParts: [{ uuid: 'origin:reverse-camera', name: '倒車顯影系統（舊款）', price: 14_500 }],
  localParts: [{ uuid: 'local:reefer-box', name: '冷藏廂體（2025 年式）', price: 380_000 }],
};

/** Two units: NT$ 1,708,500 each, NT$ 3,417,000 in all, NT$ 171,000 deposit. */
export const PRICE: PriceBreakdown = {
  currency: 'TWD',
  lines: [
    { kind: 'vehicle', uuid: CONFIGURATION.vehicle.uuid, label: '泰嵐 TL 35（2025 年式） 175 hp', amount: 1_282_000 },
    { kind: 'paint', uuid: CONFIGURATION.colorMaterial.uuid, label: '極地白（珍珠烤漆）', amount: 32_000 },
    { kind: 'origin-part', uuid: 'origin:reverse-camera', label: '倒車顯影系統（舊款）', amount: 14_500 },
    { kind: 'local-part', uuid: 'local:reefer-box', label: '冷藏廂體（2025 年式）', amount: 380_000 },
  ],
  unitPrice: 1_708_500,
  quantity: 2,
  total: 3_417_000,
  deposit: 171_000,
};

const preorderBase = {
  quantity: 2,
  agreementVersion: '3',
  familyName: CONFIGURATION.family.name,
  quote: null,
};

/** In the API's order: newest first. */
export const PREORDERS: PreorderSummary[] = [
  {
    ...preorderBase,
    uuid: PREORDER_NEW,
    number: 'PO-20251120-0002',
    status: 'submitted',
    createdAt: '2025-11-19T17:30:00.000Z',
    familyName: '泰嵐 TM 75',
    quantity: 1,
    total: 2_450_000,
    deposit: 123_000,
    vehicle: { ...CONFIGURATION.vehicle, uuid: 'tm75', price: 2_450_000 },
    color: '訊號紅',
    contractUuid: null,
  },
  {
    ...preorderBase,
    uuid: PREORDER_OLD,
    number: 'PO-20250901-0001',
    status: 'contracted',
    createdAt: '2025-09-01T02:00:00.000Z',
    total: PRICE.total,
    deposit: PRICE.deposit,
    vehicle: CONFIGURATION.vehicle,
    color: '極地白',
    contractUuid: CONTRACT_OLD,
  },
];

export const PREORDER_DETAIL: PreorderDetail = {
  uuid: PREORDER_OLD,
  number: 'PO-20250901-0001',
  status: 'contracted',
  createdAt: '2025-09-01T02:00:00.000Z',
  ...preorderBase,
  contractUuid: CONTRACT_OLD,
  configuration: CONFIGURATION,
  price: PRICE,
};

const contractBase = {
  preorderUuid: PREORDER_OLD,
  preorderNumber: 'PO-20250901-0001',
  familyName: CONFIGURATION.family.name,
  quote: null,
  quantity: 2,
  total: PRICE.total,
};

export const CONTRACTS: ContractSummary[] = [
  {
    ...contractBase,
    uuid: CONTRACT_NEW,
    number: 'CT-20251201-0002',
    status: 'reviewing',
    createdAt: '2025-12-01T03:00:00.000Z',
    reviewUntil: '2025-12-06T15:59:59.000Z',
    signedAt: null,
    paymentStatus: 'deposit-due',
    currentMilestone: null,
  },
  {
    ...contractBase,
    uuid: CONTRACT_OLD,
    number: 'CT-20250910-0001',
    status: 'in-production',
    createdAt: '2025-09-10T03:00:00.000Z',
    reviewUntil: '2025-09-15T15:59:59.000Z',
    signedAt: '2025-09-12T06:00:00.000Z',
    paymentStatus: 'deposit-paid',
    currentMilestone: '生產完成',
  },
];

const dealer = {
  name: '泰嵐汽車 桃園營業所',
  salesperson: '張家豪',
  phone: '03-4835-6600',
  email: 'taoyuan@dealer.tailan-trucks.example',
  address: '桃園市觀音區工業三路 8 號',
};

export function contractDetail(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    ...CONTRACTS[0],
    quote: null,
    buyer: {
      memberType: 'individual',
      name: '王小明',
      idNumber: 'A12*****89',
      mobile: '0912345678',
      email: 'ming@example.com',
      zip: '330',
      address: '桃園市桃園區中正路 1 號',
    },
    dealer,
    price: contractPrice(PRICE),
    paid: 0,
    reviewWaivedAt: null,
    configuration: CONFIGURATION,
    priceLines: PRICE.lines,
    unitPrice: PRICE.unitPrice,
    ...overrides,
  };
}

export const ENTERPRISE_BUYER: ContractDetail['buyer'] = {
  memberType: 'enterprise',
  name: '大和物流股份有限公司',
  companyName: '大和物流股份有限公司',
  ubn: '12345675',
  contactName: '陳大和',
  contactTitle: '車隊經理',
  mobile: '0922333444',
  phone: '03-3456789',
  email: 'fleet@dahe.example',
  zip: '333',
  address: '桃園市龜山區文化一路 100 號',
};

/** The older contract's delivery: contract, production and built done; shipping is under way. */
export const DELIVERY: Delivery = {
  contractUuid: CONTRACT_OLD,
  contractNumber: 'CT-20250910-0001',
  familyName: CONFIGURATION.family.name,
  location: '泰嵐汽車 桃園營業所',
  estimatedAt: '2025-11-12T02:00:00.000Z',
  milestones: milestoneStates(
    milestonesFor(CONFIGURATION).map((milestone, index) => ({
      key: milestone.key,
      label: milestone.label,
      plannedAt: new Date(Date.parse('2025-09-10T02:00:00.000Z') + milestone.days * 86_400_000).toISOString(),
      doneAt: index < 3 ? new Date(Date.parse('2025-09-10T02:00:00.000Z') + milestone.days * 86_400_000).toISOString() : null,
      moves: [],
    })),
    true,
  ),
};

/** GET /order/timeline/v1/{uuid}: placed, called, contracted, signed, and one planned date moved with its reason. */
export const TIMELINE: TimelineEntry[] = [
  { at: '2025-11-20T02:00:00.000Z', title: '預購單已送出', detail: '' },
  { at: '2025-11-21T03:00:00.000Z', title: '經銷商聯繫中', detail: '經銷商已受理預購單，將與您聯繫' },
  { at: '2025-12-01T04:00:00.000Z', title: '合約已備妥，請審閱', detail: '審閱期至 2025/12/06' },
  { at: '2025-12-08T05:00:00.000Z', title: '「排產」預計日期變更', detail: '2025/12/11 → 2025/12/20（原因：零件供應）' },
];
