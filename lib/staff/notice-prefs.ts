// Which mails a staff member receives about the records they handle; each is on until they turn it off.

export const STAFF_NOTICES = ['preorders'] as const;
export type StaffNotice = (typeof STAFF_NOTICES)[number];
export type StaffNoticePrefs = Record<StaffNotice, boolean>;

export const DEFAULT_STAFF_NOTICE_PREFS: StaffNoticePrefs = { preorders: true };

export const STAFF_NOTICE_LABELS: Record<StaffNotice, string> = { preorders: '預購單通知信' };

/** When each notice goes, as the setting explains it. */
export const STAFF_NOTICE_HINTS: Record<StaffNotice, string> = {
  preorders: '經銷商收到新預購單、預購單指派給我，或會員自行取消預購單時，寄信通知我。',
};
