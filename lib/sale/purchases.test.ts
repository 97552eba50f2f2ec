import type { PriceBreakdown } from './pricing';
import { contractPrice, deliveryUnderWay, milestonesFor, milestoneStates, paymentStatusOf } from './purchases';
import { CONTRACT_STATUS_LABELS, MILESTONES, PAYMENT_STATUS_LABELS, type ContractStatus, type PaymentStatus } from '../purchase/states';

const price = (lines: Array<[PriceBreakdown['lines'][number]['kind'], number]>, quantity: number, deposit: number): PriceBreakdown => {
  const unitPrice = lines.reduce((sum, [, amount]) => sum + amount, 0);
  return {
    currency: 'TWD',
    lines: lines.map(([kind, amount], index) => ({ kind, uuid: `line-${index}`, label: kind, amount })),
    unitPrice,
    quantity,
    total: unitPrice * quantity,
    deposit,
  };
};

describe('contractPrice', () => {
  it('splits the total into vehicles and options for all units, with the 5% tax inside it', () => {
    // Two trucks of NT$ 1,028,000 with NT$ 30,000 paint, NT$ 15,000 and NT$ 68,000 of parts each.
    const split = contractPrice(
      price(
        [
          ['vehicle', 1_028_000],
          ['paint', 30_000],
          ['origin-part', 15_000],
          ['local-part', 68_000],
        ],
        2,
        113_000,
      ),
    );
    expect(split).toEqual({
      vehicle: 2_116_000,
      options: 166_000,
      quantity: 2,
      net: 2_173_333,
      tax: 108_667, // 2,282,000 × 5 / 105 = 108,666.67
      total: 2_282_000,
      deposit: 113_000,
      balance: 2_169_000,
    });
  });

  it('never asks a deposit above a tenth of the price', () => {
    const split = contractPrice(price([['vehicle', 100_000]], 1, 50_000));
    expect(split.deposit).toBe(10_000);
    expect(split.balance).toBe(90_000);
  });
});

describe('paymentStatusOf', () => {
  const split = contractPrice(price([['vehicle', 1_000_000]], 1, 50_000));
  it.each([
    [0, 'deposit-due'],
    [49_999, 'deposit-due'],
    [50_000, 'deposit-paid'],
    [999_999, 'deposit-paid'],
    [1_000_000, 'paid'],
  ])('paid NT$ %i is %s', (paid, status) => expect(paymentStatusOf(split, paid)).toBe(status));
});

describe('milestones', () => {
  it('plans 加裝 only when local parts are to be fitted', () => {
    expect(milestonesFor({ localParts: [] }).map((m) => m.key)).not.toContain('fitting');
    expect(milestonesFor({ localParts: [{ uuid: 'p', name: '鋁合金平斗', price: 68_000 }] }).map((m) => m.key)).toContain('fitting');
  });

  const keyed = (...doneAt: Array<string | null>) => doneAt.map((at, index) => ({ key: MILESTONES[index].key, doneAt: at }));

  it('marks the first milestone not done as current, the rest planned, once the delivery is under way', () => {
    const states = milestoneStates(keyed('2026-10-01', '2026-10-09', null, null), true);
    expect(states.map((m) => m.state)).toEqual(['done', 'done', 'current', 'planned']);
    expect(milestoneStates(keyed('2026-10-01'), true).map((m) => m.state)).toEqual(['done']);
  });

  // Every contract status with every payment status, and milestones done up to each point (even ones
  // recorded too early): production and delivery are never current or done before signature and deposit.
  const statuses = Object.keys(CONTRACT_STATUS_LABELS) as ContractStatus[];
  const payments = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];
  describe.each(statuses.flatMap((status) => payments.map((payment) => [status, payment] as const)))(
    'a contract %s with payment %s',
    (status, payment) => {
      const underWay = status !== 'reviewing' && payment !== 'deposit-due';
      it(`is ${underWay ? '' : 'not '}under way`, () => expect(deliveryUnderWay({ status, paymentStatus: payment })).toBe(underWay));
      it.each(MILESTONES.map((_, done) => done))(
        'with %i milestones done, no production or delivery step moves before signature and deposit',
        (done) => {
          const states = milestoneStates(
            keyed(...MILESTONES.map((_, index) => (index < done ? '2026-10-01' : null))),
            deliveryUnderWay({ status, paymentStatus: payment }),
          );
          const moving = states.filter((m) => m.key !== 'contract' && m.state !== 'planned');
          if (!underWay) expect(moving).toEqual([]);
          // Not even 合約成立, which is the signature; and no date of a step that has not happened.
          if (!underWay) expect(states.every((m) => m.state === 'planned' && m.doneAt === null)).toBe(true);
          else expect(states.filter((m) => m.state === 'current')).toHaveLength(done < MILESTONES.length ? 1 : 0);
        },
      );
    },
  );

  it('a contract cancelled during production keeps the steps done, with their dates, and has no current step', () => {
    const states = milestoneStates(keyed('2026-10-01', '2026-10-11', null, null, null, null, null), true, true);
    expect(states.map((m) => m.state)).toEqual(['done', 'done', 'planned', 'planned', 'planned', 'planned', 'planned']);
    expect(states[1].doneAt).toBe('2026-10-11');
  });
});

describe("an accepted quote's contract price", () => {
  it('keeps the vehicles and options as listed and the discount off both; the total, tax and deposit follow the discounted total', () => {
    const lines = [
      { kind: 'vehicle' as const, uuid: 'v', label: 'TM 85', amount: 2_000_000 },
      { kind: 'local-part' as const, uuid: 'p', label: '貨斗', amount: 100_000 },
    ];
    const price = contractPrice({
      currency: 'TWD',
      lines,
      unitPrice: 2_100_000,
      quantity: 2,
      discount: 150_000,
      total: 4_050_000,
      deposit: 203_000,
    });
    expect(price).toEqual({
      vehicle: 4_000_000,
      options: 200_000,
      discount: 150_000,
      quantity: 2,
      net: 4_050_000 - 192_857,
      tax: 192_857,
      total: 4_050_000,
      deposit: 203_000,
      balance: 4_050_000 - 203_000,
    });
  });
});
