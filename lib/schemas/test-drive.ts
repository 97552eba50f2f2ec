import * as z from 'zod';
import { LICENCE_CLASSES, LICENCE_LABELS } from '@/lib/test-drive/licence';
import { TEST_DRIVE_STATUSES } from '@/lib/test-drive/booking-rules';
import { emailField, mailedTokenField, mobileField, nameField, uuidField } from './fields';
import { DATE_TIME, SLUG, UUID } from './data-fields';
import { SLUG_PATTERN } from '@/lib/validators/patterns';

// 預約試乘 (services/test-drives.ts): the slots of a point and family, a booking, and its mailed link.

const pointField = z.string({ error: '請選擇試乘據點' }).regex(SLUG_PATTERN, { error: '請選擇試乘據點' });
const familyField = z.uuid({ error: '請選擇試乘車系' }).transform((value) => value.toLowerCase());
const startField = z.iso.datetime({ offset: true, error: '請選擇試乘時段' });
const tokenField = mailedTokenField('預約連結');

/** GET /test-drive/slot/v1?point=&family= */
export const slotQuery = z.strictObject({ point: pointField, family: familyField });

export const bookingSchema = z.strictObject({
  point: pointField,
  family: familyField,
  vehicle: uuidField.optional(),
  start: startField,
  name: nameField,
  mobile: mobileField,
  email: emailField,
  licence: z.enum(LICENCE_CLASSES, { error: `請選擇駕照：${Object.values(LICENCE_LABELS).join('、')}` }),
});

export const tokenSchema = z.strictObject({ token: tokenField });
export const rescheduleSchema = z.strictObject({ token: tokenField, start: startField });

export const slotSchema = z.object({ day: z.string(), time: z.string(), start: DATE_TIME, end: DATE_TIME, left: z.int().min(0) });

export const slotsSchema = z.object({
  point: z.object({ slug: SLUG, name: z.string(), address: z.string(), phone: z.string() }),
  family: z.object({ id: UUID, name: z.string(), licence: z.enum(LICENCE_CLASSES), licenceNote: z.string() }),
  slots: z.array(slotSchema),
  /** What the office calendar says of the days offered: a year only derived from the law, days not yet known; null when nothing. */
  calendarNote: z.string().nullable(),
});

export const testDriveSchema = z.object({
  number: z.string().regex(/^TD\d{8}-\d{6}$/),
  status: z.enum(TEST_DRIVE_STATUSES),
  start: DATE_TIME,
  end: DATE_TIME,
  point: z.object({ slug: SLUG, name: z.string(), address: z.string(), phone: z.string() }),
  family: z.object({ id: UUID, name: z.string() }),
  vehicle: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  licence: z.enum(LICENCE_CLASSES),
  /** While pending: until when the mailed link confirms it. */
  holdUntil: DATE_TIME.nullable(),
});

export type BookingInput = z.infer<typeof bookingSchema>;
export type TestDriveSlots = z.infer<typeof slotsSchema>;
export type TestDriveView = z.infer<typeof testDriveSchema>;
