import 'server-only';
import { STAFF_NOTICE_LABELS } from '@/lib/staff/notice-prefs';
import { STAFF_ACCOUNT_PATH } from '@/lib/urls/staff.mjs';
import { siteOrigin } from '@/lib/urls/site-origin';
import type { StaffRecipient } from './preorder-staff-mail';
import { estimateLines, type QuoteFacts } from './quote-mail';
import { compose, STAFF_SIGNATURE } from './templates';

/** A quote request as the dealer's people are told of it: who asks, for what, at which point, paid how. */
export interface QuoteForStaff extends QuoteFacts {
  /** A member, or a visitor who confirmed the request from the mailed link. */
  buyer: { kind: 'member' | 'visitor'; name: string; mobile: string; email: string };
}

/** A buyer has asked the dealer's point for a quote: the lead, to be called and answered with a formal quote. */
export function newQuoteStaffMail(to: StaffRecipient, quote: QuoteForStaff) {
  const who = quote.buyer.kind === 'member' ? '會員' : '訪客';
  return compose(
    to.email,
    { record: '報價請求', number: quote.number, what: '新報價請求' },
    `${to.name} 您好：`,
    [
      `${who}向${quote.pointName}索取報價 ${quote.number}，網站已先給${who}一份估算。請與${who}聯繫，並提供正式報價單。`,
      {
        list: [`${who}：${quote.buyer.name}（手機 ${quote.buyer.mobile}，${quote.buyer.email}）`, ...estimateLines(quote)],
      },
      `若不想再收到這類信件，可到作業系統的「我的帳號」關閉「${STAFF_NOTICE_LABELS.preorders}」：${siteOrigin()}${STAFF_ACCOUNT_PATH}`,
    ],
    STAFF_SIGNATURE,
  );
}
