import type { PriceBreakdown } from './pricing';
import { roadCosts } from './road-costs';

const UUID = '00000000-0000-4000-8000-000000000000';
const price = (quantity: number): PriceBreakdown => ({
  currency: 'TWD',
  lines: [
    { kind: 'vehicle', uuid: UUID, label: 'TH 6x4 460 hp', amount: 4_280_000 },
    { kind: 'paint', uuid: UUID, label: '白（亮面）', amount: 0 },
    { kind: 'origin-part', uuid: UUID, label: '倒車雷達', amount: 18_000 },
    { kind: 'local-part', uuid: UUID, label: '平板車斗', amount: 210_000 },
  ],
  unitPrice: 4_508_000,
  quantity,
  total: 4_508_000 * quantity,
  deposit: 0,
});

it('lists every line with its basis, for all the trucks, and adds up only what it could estimate', () => {
  const costs = roadCosts({
    price: price(2),
    displacementCc: 12_800,
    tractor: true,
    use: 'business',
    plateDay: '2026-12-01',
    fees: [
      { label: '領牌規費', amount: 1_200, basis: '新領牌照登記、號牌與行照' },
      { label: '公路使用養護安全管理費', amount: null, basis: '' },
    ],
  });
  expect(costs.lines.map((line) => [line.label, line.amount])).toEqual([
    ['車價與原廠配備（含營業稅 5%）', 8_596_000],
    ['車體打造與在地配件（含營業稅 5%）', 420_000],
    // 16,200 + 30 % = 21,060 a year; 31 days of 365 from 1 December is 1,788.66…, 1,789 each.
    ['使用牌照稅（12,800 c.c.，曳引車）', 3_578],
    ['領牌規費', 2_400],
    ['公路使用養護安全管理費', null],
  ]);
  expect(costs.total).toBe(8_596_000 + 420_000 + 3_578 + 2_400);
  expect(costs.notEstimated).toEqual(['公路使用養護安全管理費']);
  expect(costs.lines[1].basis).toBe('平板車斗，每輛 210,000 元 × 2 輛');
  expect(costs.lines[2].basis).toContain(
    '全年 21,060 元 × 31 天 ÷ 365 天（領牌日 2026-12-01 至 2026-12-31，營業分上下兩期） × 2 輛；使用牌照稅法第六條附表',
  );
  expect(costs.lines[4].basis).toBe('總公司尚未設定此項費率，由經銷商在正式報價單填列');
});

it('leaves out the body line when nothing local was chosen, and a single truck says no count', () => {
  const one = price(1);
  const costs = roadCosts({
    price: { ...one, lines: one.lines.filter((line) => line.kind !== 'local-part'), unitPrice: 4_298_000, total: 4_298_000 },
    displacementCc: 5_193,
    tractor: false,
    use: 'private',
    plateDay: '2026-01-01',
    fees: [],
  });
  expect(costs.lines.map((line) => [line.label, line.amount])).toEqual([
    ['車價與原廠配備（含營業稅 5%）', 4_298_000],
    ['使用牌照稅（5,193 c.c.）', 8_100],
  ]);
  expect(costs.lines[0].basis).toBe('車型、烤漆與原廠配件，每輛 4,298,000 元');
  expect(costs.notEstimated).toEqual([]);
});

it('leaves the licence tax to the dealer while the vehicle has no displacement recorded', () => {
  const costs = roadCosts({ price: price(1), displacementCc: null, tractor: false, use: 'private', plateDay: '2026-12-01', fees: [] });
  expect(costs.lines.find((line) => line.label === '使用牌照稅')).toEqual({
    label: '使用牌照稅',
    amount: null,
    basis: '此車型尚未登錄排氣量，由經銷商在正式報價單填列',
  });
  expect(costs.notEstimated).toEqual(['使用牌照稅']);
});
