import 'server-only';
import { formatDate, taipeiClock, weekdayOf, taipeiDayOf } from '@/lib/format/dates';
import { WEEKDAY_NAMES } from '@/lib/dealers/points';
import { calendarFile } from '@/lib/test-drive/ics';
import { HOLD_MINUTES } from '@/lib/test-drive/booking-rules';
import { LICENCE_LABELS, type LicenceClass } from '@/lib/test-drive/licence';
import { siteOrigin } from '@/lib/urls/site-origin';
import { testDriveManagePath } from '@/lib/urls/site.mjs';
import { brand } from '@/lib/site/brand';
import { compose, type MailMessage } from './templates';

/** What a test drive's mail says of it. */
export interface DriveFacts {
  id: string;
  number: string;
  name: string;
  familyName: string;
  pointName: string;
  pointAddress: string;
  pointPhone: string;
  startsAt: Date;
  endsAt: Date;
  licence: LicenceClass;
  /** The .ics SEQUENCE: raised by every new calendar file of the booking. */
  sequence: number;
}

/** 2026/12/02（星期三）08:30–09:30, on the Taipei clock. */
export const slotText = (drive: Pick<DriveFacts, 'startsAt' | 'endsAt'>) =>
  `${formatDate(drive.startsAt)}（${WEEKDAY_NAMES[weekdayOf(taipeiDayOf(drive.startsAt))]}）${taipeiClock(drive.startsAt)}–${taipeiClock(drive.endsAt)}`;

const facts = (drive: DriveFacts) => ({
  list: [
    `預約編號：${drive.number}`,
    `車系：${drive.familyName}`,
    `時間：${slotText(drive)}`,
    `地點：${drive.pointName}（${drive.pointAddress}，電話 ${drive.pointPhone}）`,
    `駕照：${LICENCE_LABELS[drive.licence]}（試乘當天請攜帶正本）`,
  ],
});

const link = (token: string) => `${siteOrigin()}${testDriveManagePath(token)}`;

function withCalendar(message: MailMessage, drive: DriveFacts, cancelled = false): MailMessage {
  const file = calendarFile({
    uid: `${drive.id}@test-drive.${new URL(siteOrigin()).hostname}`,
    sequence: drive.sequence,
    start: drive.startsAt,
    end: drive.endsAt,
    summary: `${brand.name} 試乘：${drive.familyName}`,
    location: `${drive.pointName}，${drive.pointAddress}`,
    description: `預約編號 ${drive.number}；據點電話 ${drive.pointPhone}；請攜帶${LICENCE_LABELS[drive.licence]}正本。`,
    cancelled,
  });
  return {
    ...message,
    attachments: [{ filename: `test-drive-${drive.number}.ics`, contentType: 'text/calendar; charset=utf-8', content: file }],
  };
}

/**
 * The first mail: the booking counts once its link is opened and confirmed. The address is not yet
 * known to be the requester's, so the mail carries nothing they typed (their name neither).
 */
export const testDriveConfirmMail = (to: string, drive: DriveFacts, token: string) =>
  compose(to, `請確認試乘預約 ${drive.number}`, '您好：', [
    `我們收到您的試乘預約。請在 ${HOLD_MINUTES} 分鐘內點選下方連結確認，逾時未確認的預約會自動釋出。`,
    facts(drive),
    { link: link(token), label: '確認試乘預約' },
    '若您沒有預約，請忽略此信。',
  ]);

/** Confirmed (or moved): the calendar file and the link to change or cancel. */
export const testDriveBookedMail = (to: string, drive: DriveFacts, token: string, note?: string) =>
  withCalendar(
    compose(to, `試乘預約 ${drive.number} 已${note ? '改期' : '確認'}`, `${drive.name} 您好：`, [
      note ?? '您的試乘預約已確認，行事曆檔案（.ics）附在信中。',
      facts(drive),
      '如需改期或取消，請點選下方連結（僅能使用一次，使用後會寄出新的連結）。',
      { link: link(token), label: '改期或取消試乘' },
    ]),
    drive,
  );

export const testDriveCancelledMail = (to: string, drive: DriveFacts, reason?: string) =>
  withCalendar(
    compose(to, `試乘預約 ${drive.number} 已取消`, `${drive.name} 您好：`, [
      reason ? `據點已取消您的試乘預約，原因：${reason}` : '您的試乘預約已取消。',
      facts(drive),
      '歡迎再次預約試乘。',
    ]),
    drive,
    true,
  );
