/** @jest-environment node */
import type { MemberInfo } from '@/lib/schemas/member-info';
import type { FrozenConfiguration, PriceBreakdown } from '@/lib/sale/pricing';
import type { ContractDetail, Delivery, PreorderDetail, PreorderSummary } from '@/lib/sale/purchases';
import { validate } from '@/lib/testing/json-schema-validator.mjs';
import { array } from './z';
import { jsonSchema } from './json-schema';
import { memberInfoSchema } from './member-info';
import { contractDetailSchema, contractSummarySchema, deliverySchema, preorderDetailSchema, preorderSummarySchema } from './purchases';

// Values typed by what the services return, checked by ajv against the JSON Schemas the OpenAPI document
// gives (z.toJSONSchema), so that the document, the types and the tests cannot name a field differently.
// The schemas leave objects open (except the member's), so a field added to a value alone does not show.
const ID = '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
const AT = '2026-11-22T12:00:00.000Z';
const vehicle = {
  uuid: ID,
  hp: 460,
  suspension: '氣壓',
  ratCode: '4.11',
  gearBox: 'AMT 12',
  wheelBase: 3900,
  wheelCount: '6x4',
  price: 3_980_000,
};
const configuration: FrozenConfiguration = {
  family: { uuid: ID, name: 'T9', series: '重型' },
  vehicle,
  color: { uuid: ID, name: '白', hex: '#ffffff' },
  colorMaterial: { uuid: ID, name: '金屬漆', surcharge: 30_000 },
  originParts: [{ uuid: ID, name: '導流罩', price: 45_000 }],
  localParts: [],
};
const price: PriceBreakdown = {
  currency: 'TWD',
  lines: [{ kind: 'vehicle', uuid: ID, label: 'T9 460 hp', amount: 3_980_000 }],
  unitPrice: 3_980_000,
  quantity: 1,
  total: 3_980_000,
  deposit: 199_000,
};
const head: Omit<PreorderDetail, 'configuration' | 'price'> = {
  uuid: ID,
  number: 'PO20261122-000042',
  status: 'submitted',
  createdAt: AT,
  quantity: 1,
  agreementVersion: '2026-01',
  familyName: 'T9',
  contractUuid: null,
  quote: null,
};
const preorder: PreorderDetail = { ...head, configuration, price };
const member: MemberInfo = {
  memberUuid: ID,
  memberType: 'individual',
  twoFactorEnabled: false,
  email: 'a@example.com',
  name: '王小明',
  mobile: '0912345678',
  cityId: '01',
  townId: '0101',
  zip: '100',
  address: '忠孝西路一段 1 號',
  createdAt: AT,
  idNumber: 'A12****789',
};

const PREORDER = jsonSchema(preorderDetailSchema);
const MEMBER = jsonSchema(memberInfoSchema);

describe('the answers schemas, as the OpenAPI document gives them', () => {
  test('take typed answers and refuse broken ones', () => {
    expect(validate(PREORDER, preorder)).toEqual([]);
    expect(validate(PREORDER, { ...preorder, price: { ...price, total: '3980000' } })).toEqual(['/price/total: must be integer']);
    expect(validate(PREORDER, { ...preorder, status: 'lost' })).toEqual(['/status: must be equal to one of the allowed values']);
    const { deposit, ...renamed } = price;
    expect(validate(PREORDER, { ...preorder, price: { ...renamed, downPayment: deposit } })).toEqual([
      "/price: must have required property 'deposit'",
    ]);
    expect(validate(PREORDER, { ...preorder, contractUuid: 'none' })).not.toEqual([]);
    const summary: PreorderSummary = { ...head, total: 3_980_000, deposit: 199_000, vehicle, color: '白' };
    expect(validate(jsonSchema(array(preorderSummarySchema)), [summary])).toEqual([]);

    expect(validate(MEMBER, member)).toEqual([]);
    expect(validate(MEMBER, { ...member, idNumber: 'A123456789' })).not.toEqual([]);
    // Closed: a column that is not member info (the password hash) is refused.
    expect(validate(MEMBER, { ...member, passwordHash: '$argon2id$' })).not.toEqual([]);
    // Each kind has its own fields only.
    expect(validate(MEMBER, { ...member, companyName: '順達' })).not.toEqual([]);
  });

  test('a contract and its delivery', () => {
    const contract: ContractDetail = {
      uuid: ID,
      number: 'CT20261122-000007',
      status: 'reviewing',
      preorderUuid: ID,
      preorderNumber: 'PO20261122-000042',
      familyName: 'T9',
      quote: null,
      quantity: 1,
      createdAt: AT,
      reviewUntil: AT,
      signedAt: null,
      total: 3_980_000,
      paymentStatus: 'deposit-due',
      currentMilestone: '排產',
      buyer: {
        memberType: 'enterprise',
        name: '李',
        companyName: '順達',
        ubn: '04595257',
        contactName: '李',
        mobile: '0911222333',
        email: 'b@example.com',
        zip: '800',
        address: '中山一路 1 號',
      },
      dealer: { name: '高雄', salesperson: '陳', phone: '07-1234567', email: 'd@example.com', address: '高雄' },
      price: {
        vehicle: 3_980_000,
        options: 0,
        quantity: 1,
        net: 3_790_476,
        tax: 189_524,
        total: 3_980_000,
        deposit: 199_000,
        balance: 3_781_000,
      },
      paid: 0,
      reviewWaivedAt: null,
      configuration,
      priceLines: price.lines,
      unitPrice: price.unitPrice,
    };
    expect(validate(jsonSchema(contractDetailSchema), contract)).toEqual([]);
    expect(validate(jsonSchema(array(contractSummarySchema)), [contract])).toEqual([]);
    const delivery: Delivery = {
      contractUuid: ID,
      contractNumber: contract.number,
      familyName: 'T9',
      location: '高雄',
      estimatedAt: null,
      milestones: [{ key: 'contract', label: '合約成立', plannedAt: AT, doneAt: null, state: 'current', moves: [] }],
    };
    const DELIVERY = jsonSchema(deliverySchema);
    expect(validate(DELIVERY, delivery)).toEqual([]);
    expect(validate(DELIVERY, { ...delivery, estimatedAt: '22/11/2026' })).toContain('/estimatedAt: must match format "date-time"');
  });
});

describe('format date-time', () => {
  const schema = { type: 'string', format: 'date-time' };
  test.each([AT, '2026-11-22T20:00:00+08:00', '2026-11-22T12:00:00Z'])('takes %s', (value) => expect(validate(schema, value)).toEqual([]));
  test.each(['2026-11-22', '2026-11-22 12:00:00', '2026-13-01T00:00:00Z', '2026-11-22T25:00:00Z', 'yesterday'])('refuses %s', (value) =>
    expect(validate(schema, value)).toEqual(['/: must match format "date-time"']),
  );
});
