import 'server-only';
import { LICENCE_LABELS } from '@/lib/test-drive/licence';
import { STAFF_NOTICE_LABELS } from '@/lib/staff/notice-prefs';
import { STAFF_ACCOUNT_PATH, STAFF_TEST_DRIVES_PATH } from '@/lib/urls/staff.mjs';
import { siteOrigin } from '@/lib/urls/site-origin';
import type { StaffRecipient } from './preorder-staff-mail';
import { slotText, type DriveFacts } from './test-drive-mail';
import { compose, STAFF_SIGNATURE } from './templates';

/** A test drive confirmed by its mailed link: a lead for the point's dealer, to call and to confirm in the console. */
export function newTestDriveStaffMail(
  to: StaffRecipient,
  drive: DriveFacts & { familyName: string; vehicle: string | null },
  contact: { mobile: string; email: string },
) {
  return compose(
    to.email,
    `新的試乘預約 ${drive.number}：${drive.pointName}`,
    `${to.name} 您好：`,
    [
      `${drive.name} 預約在${drive.pointName}試乘，已用確認信中的連結確認。請與對方聯繫，並在作業系統確認或調整這筆預約。`,
      {
        list: [
          `時段：${slotText(drive)}`,
          `車型：${drive.familyName}${drive.vehicle ? ` ${drive.vehicle}` : ''}`,
          `聯絡：手機 ${contact.mobile}，${contact.email}`,
          `持有駕照：${LICENCE_LABELS[drive.licence]}`,
        ],
      },
      { link: `${siteOrigin()}${STAFF_TEST_DRIVES_PATH}`, label: '在作業系統開啟試乘預約' },
      `若不想再收到這類信件，可到作業系統的「我的帳號」關閉「${STAFF_NOTICE_LABELS.preorders}」：${siteOrigin()}${STAFF_ACCOUNT_PATH}`,
    ],
    STAFF_SIGNATURE,
  );
}
