/** @jest-environment node */
import { refusal } from '@/lib/testing/refusal';
import { eq } from 'drizzle-orm';
import { memoryDatabase } from '@/lib/testing/memory-database';
import { HOLD_MINUTES } from '@/lib/test-drive/booking-rules';
import type { Db } from '../db/client';
import { outbox, vehicleFamilies } from '../db/schema';
import { testDrives } from '../db/dealer-schema';
import { auditLog } from '../db/staff-schema';
import { seed } from '../seed/seed';
import { SHELL } from './sales/actor';
import { bookTestDrive, confirmTestDrive, lookupTestDrive, testDriveSlots } from './test-drives';
import { listTestDrives, markNoShow } from './test-drive-leads';

// 預約試乘 on a clock the test sets: a hold that lapses frees its place and kills its link; a no-show is
// recorded once the slot has begun, never before.

let db: Db;
let close: () => Promise<void>;
let family: string;
const booked = new Date('2026-11-30T00:00:00Z'); // 08:00 on Monday 30 November in Taipei
const visitor = { name: '測試試乘', licence: 'truck' as const };
const tokenOf = async (to: string) => {
  const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, to));
  return /\/test-drive\/manage#([\w-]{43})/.exec(mail.text)![1];
};

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
  const [row] = await db.select({ id: vehicleFamilies.id }).from(vehicleFamilies).where(eq(vehicleFamilies.series, 'TM 85'));
  family = row.id;
}, 60_000);
afterAll(() => close());

it('frees the place of a booking not confirmed within the hold, whose link then no longer works', async () => {
  const query = { point: 'taichung-xitun', family };
  const [slot] = (await testDriveSlots(db, query, booked)).slots;
  expect(slot.start).toBe('2026-11-30T09:30:00+08:00');
  const input = { ...query, start: slot.start, mobile: '0911000001', email: 'lapse@example.com', ...visitor };
  await bookTestDrive(db, null, '10.0.0.1', input, booked);
  expect((await testDriveSlots(db, query, booked)).slots[0].left).toBe(0);
  const later = new Date(booked.getTime() + HOLD_MINUTES * 60_000);
  expect((await testDriveSlots(db, query, later)).slots[0].left).toBe(1);
  const token = await tokenOf('lapse@example.com');
  expect((await refusal(lookupTestDrive(db, token, later))).code).toBe('T00003');
  expect((await refusal(confirmTestDrive(db, token, later))).code).toBe('T00003');
});

it('records a no-show only once the slot has begun, audited', async () => {
  const query = { point: 'tainan-annan', family };
  const start = (await testDriveSlots(db, query, booked)).slots[1].start;
  const drive = await bookTestDrive(
    db,
    null,
    '10.0.0.2',
    { ...query, start, mobile: '0911000002', email: 'noshow@example.com', ...visitor },
    booked,
  );
  await confirmTestDrive(db, await tokenOf('noshow@example.com'), booked);
  const [row] = await db.select().from(testDrives).where(eq(testDrives.number, drive.number));
  expect((await refusal(markNoShow(db, SHELL, drive.number, row.version, booked))).code).toBe('S00422');
  const begun = new Date(Date.parse(start) + 10 * 60_000);
  const next = await markNoShow(db, SHELL, drive.number, row.version, begun);
  expect(next.status).toBe('no_show');
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.recordNumber, drive.number));
  expect(entry).toMatchObject({ action: 'test-drive.no-show', recordKind: 'test-drive' });
  const past = await listTestDrives(db, SHELL, { when: 'past' }, begun);
  expect(past.items.find((item) => item.number === drive.number)?.status).toBe('no_show');
});

it('numbers the bookings of a day one after another from a sequence, never twice (random serials met by the thousand)', async () => {
  const query = { point: 'taoyuan-guanyin', family };
  const slots = (await testDriveSlots(db, query, booked)).slots;
  const numbers = [];
  for (const [index, slot] of slots.slice(0, 2).entries()) {
    const input = { ...query, start: slot.start, mobile: `091100010${index}`, email: `numbered${index}@example.com`, ...visitor };
    numbers.push((await bookTestDrive(db, null, `10.0.1.${index}`, input, booked)).number);
  }
  const serials = numbers.map((number) => {
    expect(number).toMatch(/^TD20261130-\d{6}$/);
    return Number(number.slice(-6));
  });
  expect(serials[1]).toBe(serials[0] + 1);
});
