import * as z from 'zod';
import { LICENCE_CLASSES } from '@/lib/test-drive/licence';
import { TEST_DRIVE_STATUSES } from '@/lib/test-drive/booking-rules';
import { uuidField, versionField } from './fields';
import { DATE_TIME, UUID, VERSION } from './data-fields';

// The console's test drives (services/test-drive-leads.ts): the list and the changes a dealer's staff make.

export const driveNumberParams = z.strictObject({
  number: z.string().regex(/^TD\d{8}-\d{6}$/, { error: '試乘預約編號格式不正確' }),
});

export const testDriveLeadQuery = z.strictObject({
  when: z.enum(['upcoming', 'past'], { error: '只能是 upcoming 或 past' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

const reason = z.string().trim().min(2, { error: '請寫明原因（至少 2 個字）' }).max(200, { error: '原因不可超過 200 個字' });

export const leadVersionSchema = z.strictObject({ version: versionField });
export const leadAssignSchema = z.strictObject({ version: versionField, assigneeId: uuidField.nullable() });
export const leadMoveSchema = z.strictObject({
  version: versionField,
  start: z.iso.datetime({ offset: true, error: '請選擇新的試乘時段' }),
  reason,
});
export const leadCancelSchema = z.strictObject({ version: versionField, reason });

export const testDriveLeadSchema = z.object({
  number: z.string(),
  status: z.enum(TEST_DRIVE_STATUSES),
  start: DATE_TIME,
  end: DATE_TIME,
  dealerCode: z.string(),
  pointName: z.string(),
  familyName: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  licence: z.enum(LICENCE_CLASSES),
  assigneeId: UUID.nullable(),
  assignee: z.string().nullable(),
  calledBackAt: DATE_TIME.nullable(),
  version: VERSION,
});

export const testDriveLeadPageSchema = z.object({
  items: z.array(testDriveLeadSchema),
  total: z.int().min(0),
  page: z.int().min(1),
  pageSize: z.int().min(1),
});

export type TestDriveLeadQuery = z.infer<typeof testDriveLeadQuery>;
export type TestDriveLead = z.infer<typeof testDriveLeadSchema>;
export type TestDriveLeadPage = z.infer<typeof testDriveLeadPageSchema>;
