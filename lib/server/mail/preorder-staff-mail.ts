import 'server-only';
import { formatTwd } from '@/lib/format/money';
import { siteOrigin } from '@/lib/urls/site-origin';
import { STAFF_NOTICE_LABELS } from '@/lib/staff/notice-prefs';
import { STAFF_ACCOUNT_PATH, staffPreorderPath } from '@/lib/urls/staff.mjs';
import { compose, STAFF_SIGNATURE } from './templates';

// The dealer's people told of a pre-order they handle (issue 36): who the buyer is and how to reach
// them, what was ordered, and the record in the console; each can turn these mails off.

export interface StaffRecipient {
  email: string;
  name: string;
}

export interface PreorderForStaff {
  number: string;
  familyName: string;
  quantity: number;
  total: number;
  buyer: { name: string; phone: string };
}

const facts = (preorder: PreorderForStaff) => ({
  list: [
    `會員：${preorder.buyer.name}（電話 ${preorder.buyer.phone}）`,
    `車系：${preorder.familyName}，${preorder.quantity} 台`,
    `總價（含稅）：${formatTwd(preorder.total)}`,
  ],
});

const tail = (number: string) => [
  { link: `${siteOrigin()}${staffPreorderPath(number)}`, label: '在作業系統開啟這張預購單' },
  `若不想再收到這類信件，可到作業系統的「我的帳號」關閉「${STAFF_NOTICE_LABELS.preorders}」：${siteOrigin()}${STAFF_ACCOUNT_PATH}`,
];

/** A pre-order has come in for the dealer: placed by the buyer, or moved here from another dealer by `movedBy`. */
export function newPreorderStaffMail(
  to: StaffRecipient,
  preorder: PreorderForStaff,
  came: { callWithinDays: number } | { movedBy: string },
) {
  return compose(
    to.email,
    { record: '預購單', number: preorder.number, what: '新預購單' },
    `${to.name} 您好：`,
    [
      'movedBy' in came
        ? `${came.movedBy} 已將預購單 ${preorder.number} 轉給您的經銷商，請指派業務人員並與會員聯繫。`
        : `您的經銷商收到一張新的預購單 ${preorder.number}。我們已告知會員，業務人員將於 ${came.callWithinDays} 個工作天內來電聯繫。`,
      facts(preorder),
      ...tail(preorder.number),
    ],
    STAFF_SIGNATURE,
  );
}

/** A pre-order has been given to this salesperson. */
export function assignedPreorderStaffMail(to: StaffRecipient, preorder: PreorderForStaff, assignedBy: string) {
  return compose(
    to.email,
    { record: '預購單', number: preorder.number, what: '已指派給您' },
    `${to.name} 您好：`,
    [`${assignedBy} 已將預購單 ${preorder.number} 指派給您，請與會員聯繫。`, facts(preorder), ...tail(preorder.number)],
    STAFF_SIGNATURE,
  );
}

/** The buyer has cancelled their pre-order on the site. */
export function memberCancelledStaffMail(to: StaffRecipient, preorder: PreorderForStaff, reason: string) {
  return compose(
    to.email,
    { record: '預購單', number: preorder.number, what: '會員已取消' },
    `${to.name} 您好：`,
    [
      `會員已在網站上取消預購單 ${preorder.number}，不需再與會員聯繫這張預購單。`,
      `原因：${reason}`,
      facts(preorder),
      ...tail(preorder.number),
    ],
    STAFF_SIGNATURE,
  );
}
