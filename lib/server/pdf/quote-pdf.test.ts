/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { formatTwd, formatTwdLine } from '@/lib/format/money';
import { financingEstimate } from '@/lib/sale/quotes';
import { DISCOUNT_LABEL, discountedCosts } from '@/lib/sale/quote-versions';
import { roadCosts } from '@/lib/sale/road-costs';
import type { PriceBreakdown } from '@/lib/sale/pricing';
import { pdfPages } from '@/lib/testing/pdf-text';
import { ESTIMATE_VALIDITY, quoteDocument, type QuoteFacts } from './quote-document';
import { QUOTE_PDF_FONT, quotePdf } from './quote-pdf';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const price: PriceBreakdown = {
  currency: 'TWD',
  lines: [
    { kind: 'vehicle', uuid: uuid(1), label: 'FUSO Super Great 曳引車 460 hp', amount: 4_380_000 },
    { kind: 'paint', uuid: uuid(2), label: '極光白（金屬漆）', amount: 18_000 },
    { kind: 'origin-part', uuid: uuid(3), label: '原廠導流罩', amount: 42_000 },
    { kind: 'local-part', uuid: uuid(4), label: '不鏽鋼油箱護板與側裙（在地打造，含安裝）', amount: 65_500 },
  ],
  unitPrice: 4_505_500,
  quantity: 2,
  total: 9_011_000,
  deposit: 451_000,
};
const loan = { kind: 'loan' as const, downPayment: 1_000_000, months: 60, annualRatePercent: 3.2 };
const costs = roadCosts({
  price,
  displacementCc: 12_809,
  tractor: true,
  use: 'business',
  plateDay: '2026-12-20',
  fees: [
    { label: '公路使用養護安全管理費（原汽車燃料使用費）', amount: 21_000, basis: '交通部公路局費率表（2026-07-01）' },
    { label: '強制汽車責任保險（一年，估算）', amount: null, basis: '' },
    { label: '新領牌照規費（牌照、行照與檢驗）', amount: 1_150, basis: '監理規費表（2026-01-01）' },
  ],
});
const facts: QuoteFacts = {
  number: 'QT20261129-000042',
  version: null,
  requestedAt: new Date('2026-11-29T03:00:00Z'),
  dealer: {
    name: '泰嵐汽車股份有限公司',
    pointName: '泰嵐汽車 桃園營業所',
    address: '328 桃園市觀音區成功路二段 1 號',
    phone: '03-483-0000',
  },
  buyerName: '測試運輸有限公司',
  use: '營業',
  plateDay: '2026-12-20',
  familyName: 'FUSO Super Great',
  color: '極光白',
  price,
  costs,
  total: costs.total,
  financing: loan,
  estimate: financingEstimate(loan, price.total),
};

function render(pdf: Buffer, name: string) {
  if (process.env.QUOTE_PDF_OUT) writeFileSync(`${process.env.QUOTE_PDF_OUT}/${name}.pdf`, pdf);
  return pdfPages(pdf);
}

describe('the quote as a PDF', () => {
  it('prints an estimate on a 60-month loan: marked as one, every line with its basis, the full repayment table over pages', async () => {
    const document = quoteDocument(facts);
    const pdf = await quotePdf(document);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${QUOTE_PDF_FONT}`));
    expect(raw).toMatch(/\/FontFile[23]? /);
    expect(pdf.length).toBeLessThan(1_000_000);

    const pages = render(pdf, 'estimate');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const text = pages.join('\n');
    const compact = text.replace(/\n/g, '');
    expect(compact).toContain(ESTIMATE_VALIDITY);
    expect(compact).toContain('報價單號 QT20261129-000042');
    expect(compact).toContain('泰嵐汽車 桃園營業所');
    expect(compact).toContain('測試運輸有限公司');
    expect(compact).not.toContain('業務');
    // The configuration and its amounts, in the portal's money format.
    expect(compact).toContain('不鏽鋼油箱護板與側裙（在地打造，含安裝）');
    expect(compact).toContain(formatTwd(4_505_500));
    expect(compact).toContain('2 輛');
    // Every line on the road with its basis; the insurance not set is 未估算, and said so under the total.
    for (const line of costs.lines) expect(compact).toContain(line.label);
    expect(compact).toContain('交通部公路局費率表（2026-07-01），每輛 21,000 元 × 2 輛');
    expect(compact).toContain('未估算');
    expect(compact).toContain(`估計總價${formatTwd(costs.total)}`);
    expect(compact).toContain('以上總價未含強制汽車責任保險（一年，估算）');
    // The financing, and all 60 months, the table's header on each page it runs to.
    const estimate = facts.estimate!;
    expect(compact).toContain(`每月付款（估）${formatTwd(estimate.monthly)}`);
    for (const row of estimate.rows) expect(compact).toContain(`第 ${row.period} 期${formatTwd(row.payment)}${formatTwd(row.interest)}`);
    const tablePages = pages.filter((page) => /第 \d+ 期NT\$/.test(page.replace(/\n/g, '')));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(page.replace(/\n/g, '')).toContain('期數應付金額利息本金剩餘本金');
    // The terms.
    expect(compact).toContain('5% 營業稅');
    expect(compact).toContain('本報價單不是訂單');
    // Each page's footer: the number and 第 n / N 頁.
    pages.forEach((page, i) => {
      expect(page).toContain('報價單 QT20261129-000042（網站估價）');
      expect(page).toContain(`第 ${i + 1} / ${pages.length} 頁`);
    });
  }, 30_000);

  it("prints a dealer's version: its number, salesperson, validity, discount, note and the terms of accepting it", async () => {
    // The costs as the desk stores a version's (services/quote-desk.ts): the discount one of the lines.
    const discounted = discountedCosts(costs, price, 120_000);
    const document = quoteDocument({
      ...facts,
      financing: { kind: 'cash' },
      estimate: null,
      costs: discounted,
      total: discounted.total,
      version: {
        number: 3,
        issuedAt: new Date('2026-11-30T02:00:00Z'),
        validUntil: '2026-12-15',
        note: '含首次保養與一年道路救援。',
        salesperson: { name: '林業務', phone: '0912-345-678' },
      },
    });
    const pages = render(await quotePdf(document), 'version');
    const compact = pages.join('').replace(/\n/g, '');
    expect(compact).not.toContain(ESTIMATE_VALIDITY);
    expect(compact).toContain('報價單號 QT20261129-000042　第 3 版');
    expect(compact).toContain('報價日期 2026/11/30');
    expect(compact).toContain('林業務　0912-345-678');
    expect(compact).toContain('2026/12/15 止');
    // Once, below zero as the member's page writes it: a second row would read as a second discount.
    expect(compact.split(DISCOUNT_LABEL)).toHaveLength(2);
    expect(compact).toContain(formatTwdLine(-120_000));
    expect(compact).toContain(`總價${formatTwd(costs.total - 120_000)}`);
    expect(compact).toContain('含首次保養與一年道路救援。');
    expect(compact).toContain('於會員專區接受本報價後，即依本報價單所列金額建立預購單');
    expect(compact).not.toContain('還款明細');
    expect(pages[0]).toContain('報價單 QT20261129-000042　第 3 版');
  }, 30_000);
});
