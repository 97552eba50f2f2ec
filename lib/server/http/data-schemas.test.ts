/** @jest-environment node */
import type { MemberInfo } from '@/lib/api-types';
import type { FrozenConfiguration, PriceBreakdown } from '@/lib/pricing';
import type { ContractDetail, Delivery, PreorderDetail, PreorderSummary } from '@/lib/purchases';
import { validate } from '@/lib/scripts/json-schema.mjs';
import { dataSchemas } from './data-schemas';
import { operations } from './operations';

// Values typed by what the services return, so that a field a schema requires but the type lacks (or
// names otherwise) shows here before fuzz:api or the e2e test against the server. The schemas leave
// objects open (except the member's), so a field added to a type alone does not.
const ID = '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
const AT = '2026-11-22T12:00:00.000Z';
const vehicle = { uuid: ID, hp: 460, suspension: '氣壓', ratCode: '4.11', gearBox: 'AMT 12', wheelBase: 3900, wheelCount: '6x4', price: 3_980_000 };
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

describe('the data schemas', () => {
  test('every operation states the schema of its data', () => {
    for (const [id, op] of Object.entries(operations)) expect(`${id}: ${typeof op.dataSchema}`).toBe(`${id}: object`);
  });

  test('take typed answers and refuse broken ones', () => {
    expect(validate(dataSchemas.preorderDetail, preorder)).toEqual([]);
    expect(validate(dataSchemas.preorderDetail, { ...preorder, price: { ...price, total: '3980000' } })).toEqual(['/price/total: is string, not integer']);
    expect(validate(dataSchemas.preorderDetail, { ...preorder, status: 'lost' })).not.toEqual([]);
    const summary: PreorderSummary = { ...head, total: 3_980_000, deposit: 199_000, vehicle, color: '白' };
    expect(validate(dataSchemas.preorderList, [summary])).toEqual([]);

    expect(validate(dataSchemas.memberGet, member)).toEqual([]);
    expect(validate(dataSchemas.memberGet, { ...member, idNumber: 'A123456789' })).not.toEqual([]);
    // Closed: a column that is not member info (the password hash) is refused.
    expect(validate(dataSchemas.memberGet, { ...member, passwordHash: '$argon2id$' })).not.toEqual([]);
  });

  test('a contract and its delivery', () => {
    const contract: ContractDetail = {
      uuid: ID,
      number: 'CT20261122-000007',
      status: 'reviewing',
      preorderUuid: ID,
      preorderNumber: 'PO20261122-000042',
      familyName: 'T9',
      quantity: 1,
      createdAt: AT,
      reviewUntil: AT,
      signedAt: null,
      total: 3_980_000,
      paymentStatus: 'deposit-due',
      currentMilestone: '排產',
      buyer: { memberType: 'enterprise', name: '李', companyName: '順達', ubn: '04595257', contactName: '李', mobile: '0911222333', email: 'b@example.com', zip: '800', address: '中山一路 1 號' },
      dealer: { name: '高雄', salesperson: '陳', phone: '07-1234567', email: 'd@example.com', address: '高雄' },
      price: { vehicle: 3_980_000, options: 0, quantity: 1, net: 3_790_476, tax: 189_524, total: 3_980_000, deposit: 199_000, balance: 3_781_000 },
      paid: 0,
      configuration,
      priceLines: price.lines,
      unitPrice: price.unitPrice,
    };
    expect(validate(dataSchemas.contractDetail, contract)).toEqual([]);
    expect(validate(dataSchemas.contractList, [contract])).toEqual([]);
    const delivery: Delivery = {
      contractUuid: ID,
      contractNumber: contract.number,
      familyName: 'T9',
      location: '高雄',
      estimatedAt: null,
      milestones: [{ key: 'contract', label: '合約成立', plannedAt: AT, doneAt: null, state: 'current' }],
    };
    expect(validate(dataSchemas.delivery, delivery)).toEqual([]);
    expect(validate(dataSchemas.delivery, { ...delivery, estimatedAt: '22/11/2026' })).toEqual(['/estimatedAt: is not a date-time']);
  });
});

describe('format date-time', () => {
  const schema = { type: 'string', format: 'date-time' };
  test.each([AT, '2026-11-22T20:00:00+08:00', '2026-11-22T12:00:00Z'])('takes %s', (value) => expect(validate(schema, value)).toEqual([]));
  test.each(['2026-11-22', '2026-11-22 12:00:00', '2026-13-01T00:00:00Z', '2026-11-22T25:00:00Z', 'yesterday'])('refuses %s', (value) =>
    expect(validate(schema, value)).toEqual(['/: is not a date-time']),
  );
});
