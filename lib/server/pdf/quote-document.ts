import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { FINANCING_LABELS, type FinancingChoice } from '@/lib/purchase/quote-terms';
import type { RepaymentRow } from '@/lib/sale/financing';
import type { PriceBreakdown } from '@/lib/sale/pricing';
import type { FinancingEstimate } from '@/lib/sale/quotes';
import type { RoadCosts } from '@/lib/sale/road-costs';

// 報價單 as its PDF prints it (./quote-pdf): a plain view of a quote, either the site's estimate of a request
// (no dealer has issued a version yet) or one version the dealer's salesperson issued. quoteDocument() words
// it from the stored facts, so the renderer only lays it out.

/** Where an estimate's validity would be: it binds nobody. */
export const ESTIMATE_VALIDITY = '估價僅供參考，非正式報價';

export interface QuoteDocumentLine {
  label: string;
  /** null: not in the estimate; `basis` says why. */
  amount: number | null;
  basis: string;
}

export interface QuoteDocument {
  number: string;
  /** The dealer's version; null for the site's estimate. */
  version: number | null;
  /** yyyy/mm/dd */
  issuedOn: string;
  dealer: { name: string; pointName: string; address: string; phone: string };
  /** The salesperson who issued it; null for an estimate. */
  salesperson: { name: string; phone: string } | null;
  buyerName: string;
  /** The last day it may be accepted (yyyy/mm/dd 止), or ESTIMATE_VALIDITY. */
  validity: string;
  use: string;
  plateDay: string;
  configuration: {
    familyName: string;
    color: string;
    /** Per truck: the vehicle, its paint and each part, with what kind of line it is. */
    lines: { kind: string; label: string; amount: number }[];
    unitPrice: number;
    quantity: number;
    total: number;
  };
  /** The price on the road, line by line, each with its basis. */
  costs: QuoteDocumentLine[];
  total: number;
  /** The lines the total leaves out, for the sentence under it. */
  notEstimated: string[];
  financing: {
    label: string;
    /** The terms chosen and what they come to (頭期款, 期數, 年利率…), as label and printed value. */
    facts: { label: string; value: string }[];
    monthly: number | null;
    basis: string;
    rows: RepaymentRow[];
  };
  /** The dealer's note on a version; empty otherwise. */
  note: string;
  terms: string[];
}

const LINE_KINDS: Record<PriceBreakdown['lines'][number]['kind'], string> = {
  vehicle: '車型',
  paint: '烤漆',
  'origin-part': '原廠配件',
  'local-part': '在地配件',
};

/** A stored quote's or version's facts, as lib/server/services/quote-document.ts reads them. */
export interface QuoteFacts {
  number: string;
  version: {
    number: number;
    issuedAt: Date;
    validUntil: string;
    note: string;
    salesperson: { name: string; phone: string };
  } | null;
  requestedAt: Date;
  dealer: QuoteDocument['dealer'];
  buyerName: string;
  use: string;
  plateDay: string;
  familyName: string;
  color: string;
  price: PriceBreakdown;
  costs: RoadCosts;
  total: number;
  financing: FinancingChoice;
  estimate: FinancingEstimate | null;
}

function financingFacts(choice: FinancingChoice, estimate: FinancingEstimate | null): QuoteDocument['financing'] {
  const label = FINANCING_LABELS[choice.kind];
  if (choice.kind === 'cash' || !estimate)
    return { label, facts: [], monthly: null, basis: '以現金一次付清，無分期或租賃費用。', rows: [] };
  const facts =
    choice.kind === 'loan'
      ? [
          { label: '頭期款', value: formatTwd(choice.downPayment) },
          { label: '貸款金額', value: formatTwd(estimate.financed) },
        ]
      : [
          { label: '租賃金額', value: formatTwd(estimate.financed) },
          { label: '期末殘值', value: formatTwd(choice.residual) },
        ];
  facts.push(
    { label: '期數', value: `${choice.months} 期` },
    { label: '年利率', value: `${choice.annualRatePercent}%` },
    { label: '總利息', value: formatTwd(estimate.totalInterest) },
  );
  return { label, facts, monthly: estimate.monthly, basis: estimate.basis, rows: estimate.rows };
}

function termsOf(facts: QuoteFacts): string[] {
  const { version } = facts;
  return [
    '本報價單所列金額均為新臺幣（NT$），車價、烤漆與配件均已含 5% 營業稅。',
    version
      ? `本報價單有效期限至 ${formatDate(version.validUntil)}（含當日），逾期須重新報價。`
      : '本估價為網站依您的選擇試算，僅供參考，非正式報價；金額以經銷商開立的正式報價單為準。',
    '使用牌照稅、公路使用養護安全管理費、強制汽車責任保險與領牌規費，係依各項所列政府公告費率表及其日期估算，實際金額以監理機關、稅捐機關與保險公司收取者為準。',
    ...(facts.financing.kind === 'cash' ? [] : ['分期與租賃的每月金額係依所列條件試算，實際條件以金融或租賃公司核定者為準。']),
    '本報價單不是訂單，亦不構成買賣契約；車輛買賣以雙方簽訂的汽車買賣契約書為準。',
    version
      ? '於會員專區接受本報價後，即依本報價單所列金額建立預購單。'
      : '經銷商開立正式報價後，您可於會員專區接受報價，並依報價金額建立預購單。',
  ];
}

/** The quote's PDF view of `facts`: the estimate when no version is given, else that version. */
export function quoteDocument(facts: QuoteFacts): QuoteDocument {
  const { version, price } = facts;
  return {
    number: facts.number,
    version: version?.number ?? null,
    issuedOn: formatDate((version?.issuedAt ?? facts.requestedAt).toISOString()),
    dealer: facts.dealer,
    salesperson: version?.salesperson ?? null,
    buyerName: facts.buyerName,
    validity: version ? `${formatDate(version.validUntil)} 止` : ESTIMATE_VALIDITY,
    use: facts.use,
    plateDay: formatDate(facts.plateDay),
    configuration: {
      familyName: facts.familyName,
      color: facts.color,
      lines: price.lines.map((line) => ({ kind: LINE_KINDS[line.kind], label: line.label, amount: line.amount })),
      unitPrice: price.unitPrice,
      quantity: price.quantity,
      total: price.total,
    },
    costs: facts.costs.lines,
    total: facts.total,
    notEstimated: facts.costs.notEstimated,
    financing: financingFacts(facts.financing, facts.estimate),
    note: version?.note.trim() ?? '',
    terms: termsOf(facts),
  };
}
