import 'server-only';
import { formatTwd } from '@/lib/format/money';
import { STAFF_NOTICE_LABELS } from '@/lib/staff/notice-prefs';
import { STAFF_ACCOUNT_PATH } from '@/lib/urls/staff.mjs';
import { siteOrigin } from '@/lib/urls/site-origin';
import type { StaffRecipient } from './preorder-staff-mail';
import { compose, STAFF_SIGNATURE } from './templates';

/** A quote request as the dealer's people are told of it: who asks, for what, at which point, paid how. */
export interface QuoteForStaff {
  number: string;
  pointName: string;
  buyer: { name: string; mobile: string; email: string };
  familyName: string;
  vehicleLabel: string;
  quantity: number;
  useLabel: string;
  plateDay: string;
  financing: string;
  total: number;
  notEstimated: string[];
}

/** A buyer has asked the dealer's point for a quote: the lead, to be called and answered with a formal quote. */
export function newQuoteStaffMail(to: StaffRecipient, quote: QuoteForStaff) {
  return compose(
    to.email,
    { record: '報價請求', number: quote.number, what: '新報價請求' },
    `${to.name} 您好：`,
    [
      `會員向${quote.pointName}索取報價 ${quote.number}，網站已先給會員一份估算。請與會員聯繫，並提供正式報價單。`,
      {
        list: [
          `會員：${quote.buyer.name}（手機 ${quote.buyer.mobile}，${quote.buyer.email}）`,
          `車型：${quote.familyName} ${quote.vehicleLabel}，${quote.quantity} 輛`,
          `登記：${quote.useLabel}，預計領牌日 ${quote.plateDay}`,
          `付款方式：${quote.financing}`,
          `網站估算的落地價：${formatTwd(quote.total)}${quote.notEstimated.length ? `（未含 ${quote.notEstimated.join('、')}）` : ''}`,
        ],
      },
      `若不想再收到這類信件，可到作業系統的「我的帳號」關閉「${STAFF_NOTICE_LABELS.preorders}」：${siteOrigin()}${STAFF_ACCOUNT_PATH}`,
    ],
    STAFF_SIGNATURE,
  );
}
