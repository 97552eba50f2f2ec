// Which notices a member receives by mail (/member/info). The contract and cancellation mails always go.

export const OPTIONAL_NOTICES = ['contacting', 'milestones', 'dateMoves'] as const;
export type OptionalNotice = (typeof OPTIONAL_NOTICES)[number];
export type NoticePrefs = Record<OptionalNotice, boolean>;

export const DEFAULT_NOTICE_PREFS: NoticePrefs = { contacting: true, milestones: true, dateMoves: true };

export const OPTIONAL_NOTICE_LABELS: Record<OptionalNotice, string> = {
  contacting: '經銷商將與我聯繫',
  milestones: '交車進度的每一步',
  dateMoves: '預計日期變更',
};
