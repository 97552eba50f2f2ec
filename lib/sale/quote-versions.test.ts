import { QUOTE_VALID_DAYS_MAX } from '../constants';
import type { PriceBreakdown } from './pricing';
import { addDays } from '../format/dates';
import {
  buyerSees,
  discountedCosts,
  discountProblem,
  filledCosts,
  filledProblem,
  latestValidUntil,
  LEFT_OUT_BASIS,
  versionStanding,
} from './quote-versions';
import type { RoadCosts } from './road-costs';

const price = (local: boolean): PriceBreakdown => ({
  currency: 'TWD',
  lines: [
    { kind: 'vehicle', uuid: '00000000-0000-4000-8000-000000000001', label: 'TM 85', amount: 2_000_000 },
    ...(local ? [{ kind: 'local-part' as const, uuid: '00000000-0000-4000-8000-000000000002', label: '貨斗', amount: 100_000 }] : []),
  ],
  unitPrice: local ? 2_100_000 : 2_000_000,
  quantity: 2,
  total: local ? 4_200_000 : 4_000_000,
  deposit: 100_000,
});

const costs = (local: boolean): RoadCosts => ({
  lines: [
    { label: '車價與原廠配備（含營業稅 5%）', amount: 4_000_000, basis: '' },
    ...(local ? [{ label: '車體打造與在地配件（含營業稅 5%）', amount: 200_000, basis: '' }] : []),
    { label: '使用牌照稅', amount: 30_000, basis: '' },
    { label: '強制險', amount: null, basis: '' },
  ],
  total: local ? 4_230_000 : 4_030_000,
  notEstimated: ['強制險'],
});

describe('the lines the estimate left out, on a formal quote', () => {
  const open = (): RoadCosts => ({
    ...costs(false),
    lines: [...costs(false).lines, { label: '領牌規費', amount: null, basis: '' }],
    notEstimated: ['強制險', '領牌規費'],
  });

  it('are priced per truck as the salesperson types them, and the total counts them', () => {
    const filled = filledCosts(open(), [{ label: '強制險', amount: 3_500 }], 2);
    expect(filled.lines[2]).toEqual({ label: '強制險', amount: 7_000, basis: '經銷商填列，每輛 3,500 元 × 2 輛' });
    expect(filled.total).toBe(4_037_000);
    // One left empty stays out of the total, and the version says so instead of promising the dealer will fill it.
    expect(filled.lines[3]).toEqual({ label: '領牌規費', amount: null, basis: LEFT_OUT_BASIS });
    expect(filled.notEstimated).toEqual(['領牌規費']);
  });

  it('are only the lines left out, each once', () => {
    expect(filledProblem(open(), [{ label: '強制險', amount: 0 }])).toBeNull();
    expect(filledProblem(open(), [{ label: '使用牌照稅', amount: 1 }])).toMatch(/^「使用牌照稅」不是待填列的費用/);
    expect(
      filledProblem(open(), [
        { label: '強制險', amount: 1 },
        { label: '強制險', amount: 2 },
      ]),
    ).toBe('同一項費用只能填列一次');
  });
});

describe("a formal quote's discount", () => {
  it('is a line of its own after the vehicle lines, off the taxable price, and the total falls by it', () => {
    const plain = discountedCosts(costs(false), price(false), 150_000);
    expect(plain.lines.map((line) => [line.label, line.amount])).toEqual([
      ['車價與原廠配備（含營業稅 5%）', 4_000_000],
      ['經銷商折扣', -150_000],
      ['使用牌照稅', 30_000],
      ['強制險', null],
    ]);
    expect(plain.total).toBe(3_880_000);
    expect(plain.lines[1].basis).toBe(
      '自應稅車價中扣除（營業稅 5% 內含，隨之減少）：車價 4,000,000 元 − 折扣 150,000 元 = 應稅車價 3,850,000 元',
    );
    expect(plain.notEstimated).toEqual(['強制險']);
    // With local parts the discount follows both vehicle lines.
    expect(discountedCosts(costs(true), price(true), 10_000).lines[2].label).toBe('經銷商折扣');
  });

  it('adds no line when there is none', () => {
    expect(discountedCosts(costs(false), price(false), 0)).toEqual(costs(false));
  });

  it('is whole NT$, not negative, and less than the vehicles’ price', () => {
    expect(discountProblem(0, price(false))).toBeNull();
    expect(discountProblem(3_999_999, price(false))).toBeNull();
    expect(discountProblem(4_000_000, price(false))).toBe('折扣需少於車價 4,000,000 元');
    expect(discountProblem(-1, price(false))).toBe('折扣需為 0 以上的整數（元）');
    expect(discountProblem(10.5, price(false))).toBe('折扣需為 0 以上的整數（元）');
  });
});

describe("a version's valid-until day", () => {
  it('ends the day before the next price list, or after the product’s limit when none is waiting', () => {
    expect(latestValidUntil('2026-11-29', '2026-12-10')).toBe('2026-12-09');
    expect(latestValidUntil('2026-11-29', null)).toBe(addDays('2026-11-29', QUOTE_VALID_DAYS_MAX));
    expect(latestValidUntil('2026-11-29', '2027-06-01')).toBe(addDays('2026-11-29', QUOTE_VALID_DAYS_MAX));
    // A list taking effect tomorrow leaves today; one taking effect today leaves no day at all.
    expect(latestValidUntil('2026-11-29', '2026-11-30')).toBe('2026-11-29');
    expect(latestValidUntil('2026-11-29', '2026-11-29') < '2026-11-29').toBe(true);
  });
});

describe('where a version stands for the buyer', () => {
  const v = (version: number, validUntil: string) => ({ version, validUntil });
  it('is current while it is the newest issued and its day has not passed (the last day included)', () => {
    expect(versionStanding(v(2, '2026-12-01'), 2, '2026-11-29')).toBe('current');
    expect(versionStanding(v(2, '2026-11-29'), 2, '2026-11-29')).toBe('current');
  });
  it('is expired the day after its valid-until day', () => {
    expect(versionStanding(v(2, '2026-11-28'), 2, '2026-11-29')).toBe('expired');
  });
  it('is superseded once a newer one is issued, even if it is still within its days or past them', () => {
    expect(versionStanding(v(1, '2026-12-31'), 2, '2026-11-29')).toBe('superseded');
    expect(versionStanding(v(1, '2026-11-01'), 3, '2026-11-29')).toBe('superseded');
  });
  it('is never shown while it awaits the manager or was refused', () => {
    expect(['awaiting-approval', 'issued', 'refused', 'accepted'].filter((s) => buyerSees(s as never))).toEqual(['issued', 'accepted']);
  });
});
