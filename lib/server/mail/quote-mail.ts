import 'server-only';
import { VISITOR_QUOTE_LINK_HOURS } from '@/lib/constants';
import { formatTwd } from '@/lib/format/money';
import { siteOrigin } from '@/lib/urls/site-origin';
import { quoteConfirmPath } from '@/lib/urls/site.mjs';
import { compose } from './templates';

/** What the visitor's mail says of the request: the estimate's summary, nothing they typed. */
export interface QuoteFacts {
  number: string;
  pointName: string;
  familyName: string;
  vehicleLabel: string;
  quantity: number;
  useLabel: string;
  plateDay: string;
  financing: string;
  total: number;
  notEstimated: string[];
}

/** The estimate's lines both the visitor's mail and the dealer's say. */
export const estimateLines = (quote: QuoteFacts) => [
  `車型：${quote.familyName} ${quote.vehicleLabel}，${quote.quantity} 輛`,
  `登記：${quote.useLabel}，預計領牌日 ${quote.plateDay}`,
  `付款方式：${quote.financing}`,
  `試算的領牌上路總價：${formatTwd(quote.total)}${quote.notEstimated.length ? `（未含 ${quote.notEstimated.join('、')}）` : ''}`,
];

/**
 * A visitor asked for a quote: the request reaches the dealer once this link is opened. The address is not
 * yet known to be the requester's, so the mail carries nothing they typed (their name neither).
 */
export const visitorQuoteConfirmMail = (to: string, quote: QuoteFacts, token: string) =>
  compose(to, `請確認報價請求 ${quote.number}`, '您好：', [
    `我們收到您向${quote.pointName}索取報價的請求，網站已依您的選擇試算估價。請在 ${VISITOR_QUOTE_LINK_HOURS} 小時內點選下方連結確認，確認後經銷商才會收到請求並與您聯繫；逾時未確認的請求不會送出。`,
    {
      list: [`報價請求編號：${quote.number}`, ...estimateLines(quote)],
    },
    { link: `${siteOrigin()}${quoteConfirmPath(token)}`, label: '確認報價請求' },
    '連結僅能使用一次。若您沒有索取報價，請忽略此信。',
  ]);
