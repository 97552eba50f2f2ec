import 'server-only';
import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { quotePath } from '@/lib/urls/member.mjs';
import { staffQuotePath } from '@/lib/urls/staff.mjs';
import { siteOrigin } from '@/lib/urls/site-origin';
import type { StaffRecipient } from './preorder-staff-mail';
import { compose, STAFF_SIGNATURE } from './templates';

// The mails of a dealer's formal quote (報價單, issue 38): the buyer told a version was issued, the dealer's
// manager asked to decide on a discount above the limit, the salesperson told the manager refused it.

/** A version as its mails name it. */
export interface VersionForMail {
  /** The request's uuid (the member's page) and number; the version's number (QT…-v2) and label (第 2 版). */
  uuid: string;
  number: string;
  versionNumber: string;
  label: string;
  dealerName: string;
  familyName: string;
  discount: number;
  total: number;
  validUntil: string;
}

/** The buyer: a version was issued; the page shows it with every earlier one. A visitor has no page: the dealer calls. */
export function quoteIssuedMail(to: { email: string; name: string }, version: VersionForMail, member: boolean) {
  return compose(to.email, { record: '報價單', number: version.versionNumber, what: `${version.dealerName}已報價` }, `${to.name} 您好：`, [
    `${version.dealerName}已就您索取的報價 ${version.number}（${version.familyName}）開立正式報價單${version.label}。`,
    {
      list: [
        `領牌上路總價：${formatTwd(version.total)}${version.discount > 0 ? `（含經銷商折扣 ${formatTwd(version.discount)}）` : ''}`,
        `有效期限：${formatDate(version.validUntil)} 止`,
      ],
    },
    member ? { link: `${siteOrigin()}${quotePath(version.uuid)}`, label: '查看報價單' } : '經銷商的業務人員將與您聯繫，說明報價內容。',
  ]);
}

const consoleLink = (number: string) => ({ link: `${siteOrigin()}${staffQuotePath(number)}`, label: '在作業系統開啟報價單' });

/** The dealer's manager: a salesperson's discount is above the limit and waits for the decision. */
export function quoteApprovalStaffMail(to: StaffRecipient, version: VersionForMail & { salesperson: string; limit: number }) {
  return compose(
    to.email,
    { record: '報價單', number: version.versionNumber, what: '折扣待主管核准' },
    `${to.name} 您好：`,
    [
      `${version.salesperson} 開立的報價單${version.label}（${version.familyName}）折扣 ${formatTwd(version.discount)}，超過經銷商的折扣上限 ${formatTwd(version.limit)}，需要您核准後買方才看得到。`,
      { list: [`領牌上路總價：${formatTwd(version.total)}`, `有效期限：${formatDate(version.validUntil)} 止`] },
      consoleLink(version.number),
    ],
    STAFF_SIGNATURE,
  );
}

/** The salesperson: the manager refused the version's discount, with the reason. */
export function quoteRefusedStaffMail(to: StaffRecipient, version: VersionForMail & { manager: string; reason: string }) {
  return compose(
    to.email,
    { record: '報價單', number: version.versionNumber, what: '主管未核准折扣' },
    `${to.name} 您好：`,
    [
      `${version.manager} 未核准您開立的報價單${version.label}（折扣 ${formatTwd(version.discount)}），買方不會看到這個版本。`,
      `原因：${version.reason}`,
      '如需重新報價，請開立新的版本。',
      consoleLink(version.number),
    ],
    STAFF_SIGNATURE,
  );
}
