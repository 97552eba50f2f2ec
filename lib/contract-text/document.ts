import { brand } from '@/lib/site/brand';
import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { partNames } from '@/lib/configurator/words';
import { formatDate } from '@/lib/format/dates';
import { BALANCE_LABEL, DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';
import { quoteRefText } from '@/lib/purchase/quote-terms';
import { PRICE_BASIS } from '@/lib/words/purchase';
import { formatTwd, formatTwdLine } from '@/lib/format/money';
import { DISCOUNT_LABEL } from '@/lib/sale/quote-versions';
import type { ContractDocument, ContractDocumentFact } from '@/lib/schemas/contract-text';
import type { ContractFacts, ContractTermsText } from './facts';
import { fillPlaceholders } from './placeholders';

// The contract's full text: its facts (parties, vehicle, price) and its terms version's clauses, filled and numbered.

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 35 → 三十五 (clause numbers; up to 99). */
export function chineseNumber(n: number): string {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return DIGITS[ones];
  return `${tens === 1 ? '' : DIGITS[tens]}十${DIGITS[ones]}`;
}

/** The terms' template as clauses: a `## ` line starts one, each other non-empty line is a paragraph. */
export function clausesOf(text: string): { heading: string; paragraphs: string[] }[] {
  const clauses: { heading: string; paragraphs: string[] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('## ')) clauses.push({ heading: line.slice(3).trim(), paragraphs: [] });
    else if (clauses.length) clauses.at(-1)!.paragraphs.push(line);
    else clauses.push({ heading: '', paragraphs: [line] });
  }
  return clauses;
}

const buyerName = (buyer: ContractFacts['buyer']) => (buyer.memberType === 'enterprise' ? buyer.companyName || buyer.name : buyer.name);

function buyerFacts(buyer: ContractFacts['buyer']): ContractDocumentFact[] {
  const who =
    buyer.memberType === 'enterprise'
      ? [
          { label: '統一編號', value: buyer.ubn ?? '' },
          { label: '聯絡人', value: [buyer.contactName, buyer.contactTitle].filter(Boolean).join('　') },
        ]
      : [{ label: '身分證字號', value: buyer.idNumber ?? '' }];
  return [
    ...who,
    { label: '地址', value: `${buyer.zip} ${buyer.address}`.trim() },
    { label: '電話', value: [buyer.mobile, buyer.phone].filter(Boolean).join('、') },
    { label: '電子郵件', value: buyer.email },
  ];
}

function subjectOf({ configuration, price }: ContractFacts): ContractDocumentFact[] {
  const { family, vehicle, color, colorMaterial, originParts, localParts } = configuration;
  return [
    { label: '廠牌', value: brand.name },
    { label: '車系', value: `${family.name}（${family.series}）` },
    ...COMPONENT_KEYS.map((key) => ({ label: COMPONENT_LABELS[key], value: formatComponent(key, vehicle[key]) })),
    { label: '車色', value: `${color.name}（${colorMaterial.name}）` },
    { label: '原廠配件', value: partNames(originParts) },
    { label: '在地加裝', value: partNames(localParts) },
    { label: '數量', value: `${price.quantity} 台` },
  ];
}

function pricesOf({ price, quote }: ContractFacts): ContractDocumentFact[] {
  return [
    ...(quote ? [{ label: PRICE_BASIS, value: quoteRefText(quote) }] : []),
    { label: '車輛（含烤漆）', value: formatTwd(price.vehicle) },
    { label: '配件與加裝', value: formatTwd(price.options) },
    ...(price.discount ? [{ label: DISCOUNT_LABEL, value: formatTwdLine(-price.discount) }] : []),
    { label: '未稅金額', value: formatTwd(price.net) },
    { label: '營業稅（5%）', value: formatTwd(price.tax) },
    { label: '總價款（含稅）', value: formatTwd(price.total) },
    { label: DEPOSIT_LABEL, value: formatTwd(price.deposit) },
    { label: BALANCE_LABEL, value: formatTwd(price.balance) },
  ];
}

/** The contract's full text, filled with its facts under the terms version it was made with. */
export function contractDocument(facts: ContractFacts, terms: ContractTermsText): ContractDocument {
  const buyer = buyerName(facts.buyer);
  const signedOn = facts.signedAt ? formatDate(facts.signedAt) : '　　年　　月　　日';
  return {
    title: terms.title,
    number: facts.number,
    termsVersion: terms.version,
    madeOn: formatDate(facts.createdAt),
    intro: `立契約書人 ${buyer}（以下簡稱甲方）與 ${facts.dealer.name}（以下簡稱乙方），就甲方向乙方購買 ${brand.legalName} 製造之車輛，雙方同意訂立本契約，條款如下：`,
    parties: [
      { role: '甲方（買方）', name: buyer, facts: buyerFacts(facts.buyer) },
      {
        role: '乙方（賣方）',
        name: facts.dealer.name,
        facts: [
          { label: '地址', value: facts.dealer.address },
          { label: '電話', value: facts.dealer.phone },
          { label: '業務專員', value: facts.dealer.salesperson || '—' },
        ],
      },
      { role: '製造商', name: brand.legalName, facts: [] },
    ],
    subject: subjectOf(facts),
    prices: pricesOf(facts),
    clauses: clausesOf(terms.text).map((clause, index) => ({
      number: `第${chineseNumber(index + 1)}條`,
      heading: fillPlaceholders(clause.heading, facts),
      // A clause of several paragraphs numbers them 一、二、 as its items.
      paragraphs: clause.paragraphs.map(
        (paragraph, item) => `${clause.paragraphs.length > 1 ? `${chineseNumber(item + 1)}、` : ''}${fillPlaceholders(paragraph, facts)}`,
      ),
    })),
    signatures: [
      { role: '甲方（買方）', name: buyer, lines: ['簽名或蓋章：', `簽約日期：${signedOn}`] },
      { role: '乙方（賣方）', name: facts.dealer.name, lines: ['代表人簽章：', `簽約日期：${signedOn}`] },
    ],
  };
}
