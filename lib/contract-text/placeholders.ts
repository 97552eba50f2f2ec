import { brand } from '@/lib/site/brand';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { REVIEW_PERIOD_DAYS, REVIEW_PERIOD_MIN_DAYS } from '@/lib/sale/deposit-terms';
import { formatTwd } from '@/lib/format/money';
import { milestonesFor } from '@/lib/sale/purchases';
import type { ContractFacts } from './facts';

// The facts a contract terms version may name as {{名稱}}: one list for the text's assembly and the console's check.

export const PLACEHOLDERS = {
  合約日期: (facts: ContractFacts) => formatDate(facts.createdAt),
  審閱期天數: () => String(REVIEW_PERIOD_DAYS),
  法定審閱期天數: () => String(REVIEW_PERIOD_MIN_DAYS),
  審閱期至: (facts: ContractFacts) => formatDateTime(facts.reviewUntil),
  製造商: () => brand.legalName,
  經銷商: (facts: ContractFacts) => facts.dealer.name,
  車系: (facts: ContractFacts) => facts.configuration.family.name,
  數量: (facts: ContractFacts) => String(facts.price.quantity),
  總價: (facts: ContractFacts) => formatTwd(facts.price.total),
  營業稅: (facts: ContractFacts) => formatTwd(facts.price.tax),
  訂金: (facts: ContractFacts) => formatTwd(facts.price.deposit),
  尾款: (facts: ContractFacts) => formatTwd(facts.price.balance),
  // The handover as planned when the contract was made; later moves are mailed and shown on 交車進度, not rewritten here.
  預定交車日: (facts: ContractFacts) =>
    formatDate(new Date(Date.parse(facts.createdAt) + milestonesFor(facts.configuration).at(-1)!.days * 86_400_000)),
  交車地點: (facts: ContractFacts) => `${facts.dealer.name}（${facts.dealer.address}）`,
  條款版本: (facts: ContractFacts) => facts.termsVersion,
} satisfies Record<string, (facts: ContractFacts) => string>;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

const PATTERN = /\{\{([^{}]*)\}\}/g;

const isKnown = (name: string): name is PlaceholderName => Object.hasOwn(PLACEHOLDERS, name);

/** The names in `{{…}}` a text uses that are no contract's fact, each once: a terms version naming one is refused. */
export const unknownPlaceholders = (text: string) => [
  ...new Set([...text.matchAll(PATTERN)].map((match) => match[1]).filter((name) => !isKnown(name))),
];

/** The text with each `{{名稱}}` replaced by the contract's fact; an unknown name stays as written. */
export const fillPlaceholders = (text: string, facts: ContractFacts) =>
  text.replace(PATTERN, (whole, name: string) => (isKnown(name) ? PLACEHOLDERS[name](facts) : whole));
