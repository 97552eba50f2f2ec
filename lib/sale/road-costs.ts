// The price on the road (落地價) of a configuration, as the quote's estimate shows it: every line in NT$ with
// its basis, per truck, then times the quantity. The vehicle and what it carries come from the price rule
// (./pricing, tax included); 使用牌照稅 from its official table (./licence-tax); the other fees from the tables
// headquarters keeps (a line whose table is not set yet is listed without an amount, and said to be left to
// the dealer's formal quote, never guessed).
import type { TruckUse } from '../purchase/quote-terms';
import { firstPeriodLicenceTax, LICENCE_TAX_SOURCE, yearlyLicenceTax } from './licence-tax';
import type { PriceBreakdown } from './pricing';

/** A fee headquarters keeps as a table (公路使用養護安全管理費, 強制險, 領牌規費): its amount per truck and why. */
export interface FeeEntry {
  label: string;
  /** Per truck, whole NT$; null while headquarters has not set it. */
  amount: number | null;
  basis: string;
}

export interface RoadCostLine {
  label: string;
  /** For all the trucks of the quote; null: not in the estimate (the basis says why). */
  amount: number | null;
  basis: string;
}

export interface RoadCosts {
  lines: RoadCostLine[];
  /** The lines with an amount, added up. */
  total: number;
  /** The labels of the lines without an amount, for the sentence under the total. */
  notEstimated: string[];
}

const twd = (amount: number) => `${amount.toLocaleString('en-US')} 元`;

function licenceTaxLine(cc: number | null, tractor: boolean, use: TruckUse, plateDay: string, trucks: number, times: string) {
  if (cc === null) return { label: '使用牌照稅', amount: null, basis: '此車型尚未登錄排氣量，由經銷商在正式報價單填列' };
  const tax = firstPeriodLicenceTax(yearlyLicenceTax(cc, tractor), plateDay, use);
  return {
    label: `使用牌照稅（${cc.toLocaleString('en-US')} c.c.${tractor ? '，曳引車' : ''}）`,
    amount: tax.amount * trucks,
    basis: `${tax.basis}${times}；${LICENCE_TAX_SOURCE}`,
  };
}

/**
 * The estimate of `price` (the configuration, for its quantity) on the road: a truck of `displacementCc`
 * (a tractor pays the licence tax's surcharge), registered for `use` with a plate on `plateDay`.
 */
export function roadCosts(input: {
  price: PriceBreakdown;
  /** null while the vehicle's displacement is not recorded: the tax is then left to the dealer. */
  displacementCc: number | null;
  tractor: boolean;
  use: TruckUse;
  plateDay: string;
  fees: readonly FeeEntry[];
}): RoadCosts {
  const { price, displacementCc, tractor, use, plateDay, fees } = input;
  const trucks = price.quantity;
  const times = trucks > 1 ? ` × ${trucks} 輛` : '';
  const local = price.lines.filter((line) => line.kind === 'local-part');
  const localEach = local.reduce((sum, line) => sum + line.amount, 0);
  const lines: RoadCostLine[] = [
    {
      label: '車價與原廠配備（含營業稅 5%）',
      amount: price.total - localEach * trucks,
      basis: `車型、烤漆與原廠配件，每輛 ${twd(price.unitPrice - localEach)}${times}`,
    },
    ...(local.length
      ? [
          {
            label: '車體打造與在地配件（含營業稅 5%）',
            amount: localEach * trucks,
            basis: `${local.map((line) => line.label).join('、')}，每輛 ${twd(localEach)}${times}`,
          },
        ]
      : []),
    licenceTaxLine(displacementCc, tractor, use, plateDay, trucks, times),
    ...fees.map((fee) =>
      fee.amount === null
        ? { label: fee.label, amount: null, basis: '總公司尚未設定此項費率，由經銷商在正式報價單填列' }
        : { label: fee.label, amount: fee.amount * trucks, basis: `${fee.basis}，每輛 ${twd(fee.amount)}${times}` },
    ),
  ];
  return {
    lines,
    total: lines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
    notEstimated: lines.filter((line) => line.amount === null).map((line) => line.label),
  };
}
