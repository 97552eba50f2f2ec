import { contractDetail, ENTERPRISE_BUYER } from '@/lib/testing/purchases';
import { chineseNumber, clausesOf, contractDocument } from './document';
import type { ContractFacts } from './facts';
import { FIRST_CONTRACT_TERMS } from './first-terms';
import { fillPlaceholders, unknownPlaceholders } from './placeholders';

const facts = (overrides: Partial<ContractFacts> = {}): ContractFacts => ({
  ...contractDetail({ createdAt: '2025-11-28T16:30:00.000Z', reviewUntil: '2025-12-03T16:30:00.000Z' }),
  termsVersion: FIRST_CONTRACT_TERMS.version,
  ...overrides,
});
const textOf = (document: ReturnType<typeof contractDocument>) => JSON.stringify(document);

describe('the contract full text', () => {
  it('names the buyer, the dealer and the maker, and numbers the clauses 第一條, 第二條 … in Chinese', () => {
    const document = contractDocument(facts(), FIRST_CONTRACT_TERMS);
    expect(document.title).toBe('汽車買賣契約書');
    expect(document.intro).toContain('立契約書人 王小明（以下簡稱甲方）與 泰嵐汽車');
    expect(document.parties.map((party) => party.role)).toEqual(['甲方（買方）', '乙方（賣方）', '製造商']);
    expect(document.parties[0].facts).toContainEqual({ label: '身分證字號', value: 'A12*****89' });
    expect(document.clauses.slice(0, 3).map((clause) => `${clause.number} ${clause.heading}`)).toEqual([
      '第一條 契約審閱期',
      '第二條 買賣標的',
      '第三條 價款及付款方式',
    ]);
    expect(document.clauses.at(-1)!.number).toBe('第十三條');
    expect(document.signatures.map((signature) => signature.role)).toEqual(['甲方（買方）', '乙方（賣方）']);
  });

  it('shows a company buyer with its 統一編號 and contact', () => {
    const document = contractDocument(facts({ buyer: ENTERPRISE_BUYER }), FIRST_CONTRACT_TERMS);
    expect(document.parties[0].name).toBe('大和物流股份有限公司');
    expect(document.parties[0].facts).toEqual(
      expect.arrayContaining([
        { label: '統一編號', value: '12345675' },
        { label: '聯絡人', value: '陳大和　車隊經理' },
      ]),
    );
  });

  it('fills the amounts in NT$, the configuration in names and the dates in Taipei time', () => {
    const document = contractDocument(facts(), FIRST_CONTRACT_TERMS);
    expect(document.prices).toEqual(
      expect.arrayContaining([
        { label: '總價款（含稅）', value: 'NT$ 3,417,000' },
        { label: '訂金（簽約時支付）', value: 'NT$ 171,000' },
        { label: '尾款（交車時付清）', value: 'NT$ 3,246,000' },
      ]),
    );
    expect(document.subject).toEqual(
      expect.arrayContaining([
        { label: '車色', value: '極地白（珍珠烤漆）' },
        { label: '原廠配件', value: '倒車顯影系統（舊款）' },
        { label: '數量', value: '2 台' },
      ]),
    );
    // 16:30 UTC is the next morning in Taipei.
    expect(document.madeOn).toBe('2025/11/29');
    const review = document.clauses[0].paragraphs[0];
    expect(review).toMatch(/^一、本契約於/);
    expect(review).toContain('本契約於 2025/11/29 交付甲方審閱，審閱期間為 5 日');
    expect(review).toContain('不得少於 3 日');
    expect(review).toContain('至 2025/12/04 00:30 止');
    // The handover as planned when the contract was made (63 days on), at the dealer who made it.
    expect(textOf(document)).toContain('乙方應於 2026/01/31 前，於 泰嵐汽車 桃園營業所（桃園市觀音區工業三路 8 號） 將車輛交付甲方');
    expect(textOf(document)).toContain('本契約總價款為 NT$ 3,417,000（內含營業稅 NT$ 162,714）');
    expect(textOf(document)).not.toMatch(/\{\{|tl35-|polar-white/);
  });

  it('names the quote whose price it carries, when the pre-order was made by accepting one', () => {
    expect(contractDocument(facts(), FIRST_CONTRACT_TERMS).prices.map((fact) => fact.label)).not.toContain('價格依據');
    const quoted = contractDocument(facts({ quote: { number: 'QT20261129-000012', version: 2 } }), FIRST_CONTRACT_TERMS);
    expect(quoted.prices[0]).toEqual({ label: '價格依據', value: '報價單 QT20261129-000012（第 2 版）' });
    // The dealer's discount is a line of its own, after the vehicles and options it comes off.
    const price = { ...facts().price, discount: 150_000 };
    const labels = contractDocument(facts({ price }), FIRST_CONTRACT_TERMS).prices;
    expect(labels.slice(1, 3)).toEqual([
      { label: '配件與加裝', value: expect.any(String) },
      { label: '經銷商折扣', value: '−NT$ 150,000' },
    ]);
  });

  it('leaves the signature day blank until signed, then shows it', () => {
    expect(contractDocument(facts(), FIRST_CONTRACT_TERMS).signatures[0].lines).toContain('簽約日期：　　年　　月　　日');
    const signed = contractDocument(facts({ signedAt: '2025-12-05T01:00:00.000Z' }), FIRST_CONTRACT_TERMS);
    expect(signed.signatures[0].lines).toContain('簽約日期：2025/12/05');
  });

  it('reads the version a contract was made with, whatever its text says', () => {
    const later = { version: '2027-01', title: '汽車買賣契約書', text: '## 新條款\n版本 {{條款版本}}。' };
    const document = contractDocument(facts({ termsVersion: '2027-01' }), later);
    expect(document.clauses).toEqual([{ number: '第一條', heading: '新條款', paragraphs: ['版本 2027-01。'] }]);
  });
});

describe('the terms template', () => {
  it('splits clauses at ## and keeps the first version free of unknown facts', () => {
    expect(clausesOf('## 甲\n一\n\n二\n## 乙\n三')).toEqual([
      { heading: '甲', paragraphs: ['一', '二'] },
      { heading: '乙', paragraphs: ['三'] },
    ]);
    expect(unknownPlaceholders(FIRST_CONTRACT_TERMS.text)).toEqual([]);
  });

  it('names each unknown fact once and leaves it as written', () => {
    expect(unknownPlaceholders('{{總價}} {{車價}} {{車價}} {{ 訂金 }}')).toEqual(['車價', ' 訂金 ']);
    expect(fillPlaceholders('{{車價}}', facts())).toBe('{{車價}}');
  });

  it('writes clause numbers as a contract does', () => {
    expect([1, 9, 10, 11, 13, 20, 35].map(chineseNumber)).toEqual(['一', '九', '十', '十一', '十三', '二十', '三十五']);
  });
});
