// The rules of a test-drive booking both sides need: how long an unconfirmed booking holds its place,
// when a mailed link stops working, how many drives one person may hold.

/** A booking not yet confirmed from its mail holds the place this long, then lapses. */
export const HOLD_MINUTES = 30;
/** Drives still to come that one mobile number or e-mail address may hold at once. */
export const MAX_FUTURE_BOOKINGS = 2;

export const TEST_DRIVE_STATUSES = ['pending', 'booked', 'confirmed', 'cancelled', 'no_show', 'lapsed'] as const;
export type TestDriveStatus = (typeof TEST_DRIVE_STATUSES)[number];

export const TEST_DRIVE_STATUS_LABELS: Record<TestDriveStatus, string> = {
  pending: '待信件確認',
  booked: '已預約',
  confirmed: '據點已確認',
  cancelled: '已取消',
  no_show: '未到場',
  lapsed: '逾時未確認',
};

/** The statuses that hold a place in the slot (a pending one only until its hold ends). */
export const HOLDING_STATUSES = ['pending', 'booked', 'confirmed'] as const satisfies readonly TestDriveStatus[];

/** Until when the confirmation link works: the hold's end, or the drive's start if that comes first. */
export const confirmLinkExpiry = (createdAt: Date, slotStart: Date) =>
  new Date(Math.min(createdAt.getTime() + HOLD_MINUTES * 60_000, slotStart.getTime()));

/** Until when the link to reschedule or cancel works: the end of the booked slot. */
export const manageLinkExpiry = (slotEnd: Date) => new Date(slotEnd.getTime());

/** Whether a mailed link may still be used: never used and not expired. */
export const linkUsable = (link: { expiresAt: Date | null; usedAt?: Date | null }, now = new Date()) =>
  link.expiresAt !== null && !link.usedAt && link.expiresAt.getTime() > now.getTime();

/** The status a person sees: a pending booking past its hold has lapsed. */
export const statusNow = (status: TestDriveStatus, holdUntil: Date | null, now = new Date()): TestDriveStatus =>
  status === 'pending' && holdUntil !== null && holdUntil.getTime() <= now.getTime() ? 'lapsed' : status;
