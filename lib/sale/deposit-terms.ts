// The one wording of what is paid when (the deposit; docs/product.md, Constants) and of the review period (審閱期), for every
// screen, the agreement, the terms, the console and the server's checks.
import { formatDateTime } from '../format/dates';
import { DEPOSIT_RATE, DEPOSIT_ROUNDING } from './pricing';

/**
 * The review period before a contract may be signed. 汽車買賣定型化契約應記載及不得記載事項 (the
 * standard terms for car sales, issued under 消費者保護法 §17; the period itself is §11-1's) require at
 * least 3 days; the portal keeps 5, as its mails, 預購須知, /order and the terms promise.
 */
export const REVIEW_PERIOD_MIN_DAYS = 3;
export const REVIEW_PERIOD_DAYS = 5;

/** Why the console may not record the signature yet, and from when it may (Taipei time). */
export const reviewNotOverMessage = (reviewUntil: Date | string) =>
  `審閱期至 ${formatDateTime(reviewUntil)} 止，買方未在會員專區聲明放棄剩餘審閱期；${formatDateTime(reviewUntil)} 起才能記錄簽約。`;

/** What the buyer gives up by waiving the rest of the period, in the buyer's words, before they confirm. */
export const REVIEW_WAIVER_TERMS = [
  '經銷商從現在起就可以請您簽約，不必等到審閱期結束。',
  '您不會再有剩下的審閱時間，把契約帶回細看或請教家人、律師。',
  '放棄審閱期不等於簽約：您仍可以決定不簽約，也不需要付任何費用。',
  '這項聲明送出後無法撤回，經銷商會在合約紀錄上看到聲明的時間。',
] as const;

/** The label beside the deposit's amount, wherever it is shown. */
export const DEPOSIT_LABEL = '訂金（簽約時支付）';
/** The balance's label on the contract. */
export const BALANCE_LABEL = '尾款（交車時付清）';

/** What is paid when: nothing with the pre-order, the deposit at signing, the balance at handover. */
export const PAYMENT_TERMS = `送出預購不需付款；訂金為總價的 ${DEPOSIT_RATE * 100}%（以新臺幣 ${DEPOSIT_ROUNDING.toLocaleString('en-US')} 元為單位進位），於簽約時支付；尾款於交車時付清。`;
