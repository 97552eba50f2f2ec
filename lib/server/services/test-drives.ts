import 'server-only';
import { offersTestDrives } from '@/lib/dealers/points';
import { and, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { bookingCalendarNote, slotAt, slotsAhead, type Slot } from '@/lib/test-drive/slots';
import {
  confirmLinkExpiry,
  HOLD_MINUTES,
  HOLDING_STATUSES,
  manageLinkExpiry,
  MAX_FUTURE_BOOKINGS,
  statusNow,
} from '@/lib/test-drive/booking-rules';
import { grossKgOf, licenceCovers, licenceNeeded, licenceNote, LICENCE_LABELS } from '@/lib/test-drive/licence';
import type { BookingInput, TestDriveSlots, TestDriveView } from '@/lib/schemas/test-drive';
import type { Db, Executor, Tx } from '../db/client';
import { dealerPoints, testDrives } from '../db/dealer-schema';
import { vehicleFamilies, vehicles } from '../db/schema';
import { ApiFailure, fieldFailure } from '../core/api-failure';
import type { AuthContext } from '../auth/sessions';
import { newToken, sha256 } from '../auth/tokens';
import { consumeEach } from '../rate-limit';
import { dispatchMail, queueMail } from '../mail/outbox';
import { newTestDriveStaffMail } from '../mail/test-drive-staff-mail';
import { notifyStaff } from './sales/notices';
import { nextDocumentNumber } from './document-numbers';
import { testDriveBookedMail, testDriveCancelledMail, testDriveConfirmMail, type DriveFacts } from '../mail/test-drive-mail';
import { vehicleLabel } from './catalog-editing';

/** Bookings asked for from one client address, and for one mobile number, within the window. */
export const TEST_DRIVE_LIMITS = {
  perAddress: { limit: 10, windowSeconds: 3600 },
  perMobile: { limit: 5, windowSeconds: 3600 },
};

type Point = typeof dealerPoints.$inferSelect;
type Drive = typeof testDrives.$inferSelect;

const addressOf = (point: Point) => `${point.zip} ${point.city}${point.town}${point.street}`;
const pointView = (point: Point) => ({ slug: point.slug, name: point.name, address: addressOf(point), phone: point.phone });

const noSuchPoint = () => fieldFailure('point', '這個據點不提供試乘，請選擇其他據點');
const noSuchFamily = () => fieldFailure('family', '查無此車系，請重新選擇');
const slotGone = () => fieldFailure('start', '這個時段無法預約（已過、未營業或超過可預約的日期），請重新選擇');
const linkDead = () => new ApiFailure('T00003', { message: '此試乘預約連結已使用過或已過期；如需協助請聯絡據點' });

/** A point that takes test drives, by its slug. */
async function drivePoint(db: Executor, slug: string): Promise<Point> {
  const [point] = await db.select().from(dealerPoints).where(eq(dealerPoints.slug, slug));
  if (!point || !offersTestDrives(point)) throw noSuchPoint();
  return point;
}

/** A published family with the licence its drive needs. */
async function driveFamily(db: Executor, id: string) {
  const [family] = await db
    .select({
      id: vehicleFamilies.id,
      name: vehicleFamilies.name,
      keySpecs: vehicleFamilies.keySpecs,
      towsTrailer: vehicleFamilies.towsTrailer,
    })
    .from(vehicleFamilies)
    .where(and(eq(vehicleFamilies.id, id), eq(vehicleFamilies.published, true)));
  if (!family) throw noSuchFamily();
  return {
    id: family.id,
    name: family.name,
    licence: licenceNeeded({ grossKg: grossKgOf(family.keySpecs), towsTrailer: family.towsTrailer }),
  };
}

/** A drive that holds its place at `now`: booked or confirmed, or pending within its hold. */
const holding = (now: Date): SQL =>
  or(inArray(testDrives.status, ['booked', 'confirmed']), and(eq(testDrives.status, 'pending'), gt(testDrives.holdUntil, now)))!;

/** How many places of each slot of a point and family are taken from `now` on, by start. */
async function takenBySlot(db: Executor, pointId: string, familyId: string, now: Date, except?: string) {
  const rows = await db
    .select({ startsAt: testDrives.startsAt, taken: sql<number>`count(*)::int` })
    .from(testDrives)
    .where(
      and(
        eq(testDrives.pointId, pointId),
        eq(testDrives.familyId, familyId),
        gt(testDrives.startsAt, now),
        holding(now),
        except ? ne(testDrives.id, except) : undefined,
      ),
    )
    .groupBy(testDrives.startsAt);
  return new Map(rows.map((row) => [row.startsAt.getTime(), Number(row.taken)]));
}

// GET /test-drive/slot/v1 - the slots of a point for a family, with the places left
export async function testDriveSlots(db: Executor, query: { point: string; family: string }, now = new Date()): Promise<TestDriveSlots> {
  const point = await drivePoint(db, query.point);
  const family = await driveFamily(db, query.family);
  const taken = await takenBySlot(db, point.id, family.id, now);
  return {
    point: pointView(point),
    family: { ...family, licenceNote: licenceNote(family.licence) },
    slots: slotsAhead(point.hours, point.opensOnHolidays, now).map((slot) => ({
      ...slot,
      left: Math.max(0, point.testDriveTrucks - (taken.get(Date.parse(slot.start)) ?? 0)),
    })),
    calendarNote: bookingCalendarNote(now),
  };
}

/** The point's slot at `start`, or V00001 on start. */
export function offeredSlot(point: Point, start: string, now: Date): Slot {
  const slot = slotAt(point.hours, point.opensOnHolidays, start, now);
  if (!slot) throw slotGone();
  return slot;
}

/**
 * Takes the point's row lock, then counts the slot's places: every booking of the point waits for the one
 * before it to commit, and under READ COMMITTED each statement after the lock sees what it committed, so
 * two people never both take the last place.
 */
export async function claimPlace(tx: Tx, point: Point, familyId: string, slot: Slot, now: Date, except?: string) {
  await tx.execute(sql`select 1 from ${dealerPoints} where ${dealerPoints.id} = ${point.id} for update`);
  const [trucks] = await tx.select({ trucks: dealerPoints.testDriveTrucks }).from(dealerPoints).where(eq(dealerPoints.id, point.id));
  const taken = (await takenBySlot(tx, point.id, familyId, now, except)).get(Date.parse(slot.start)) ?? 0;
  if (taken >= trucks.trucks) throw new ApiFailure('T00001', { message: '這個時段的試乘車剛被預約額滿，請選擇其他時段（代碼 T00001）' });
}

export async function factsOf(
  db: Executor,
  drive: Drive,
): Promise<DriveFacts & { point: Point; familyName: string; vehicle: string | null }> {
  const [point] = await db.select().from(dealerPoints).where(eq(dealerPoints.id, drive.pointId));
  const [family] = await db.select({ name: vehicleFamilies.name }).from(vehicleFamilies).where(eq(vehicleFamilies.id, drive.familyId));
  const [vehicle] = drive.vehicleId ? await db.select().from(vehicles).where(eq(vehicles.id, drive.vehicleId)) : [];
  return {
    id: drive.id,
    number: drive.number,
    name: drive.name,
    familyName: family.name,
    pointName: point.name,
    pointAddress: addressOf(point),
    pointPhone: point.phone,
    startsAt: drive.startsAt,
    endsAt: drive.endsAt,
    licence: drive.licence,
    sequence: drive.sequence,
    point,
    vehicle: vehicle ? vehicleLabel(vehicle) : null,
  };
}

/** The booking as the person's page shows it. */
export async function testDriveView(db: Executor, drive: Drive, now = new Date()): Promise<TestDriveView> {
  const facts = await factsOf(db, drive);
  return {
    number: drive.number,
    status: statusNow(drive.status, drive.holdUntil, now),
    start: drive.startsAt.toISOString(),
    end: drive.endsAt.toISOString(),
    point: pointView(facts.point),
    family: { id: drive.familyId, name: facts.familyName },
    vehicle: facts.vehicle,
    name: drive.name,
    mobile: drive.mobile,
    email: drive.email,
    licence: drive.licence,
    holdUntil: drive.status === 'pending' && drive.holdUntil ? drive.holdUntil.toISOString() : null,
  };
}

/** Counts a booking asked for by the client address and the mobile number, whether or not it succeeds. */
const throttle = (db: Db, ip: string, mobile: string) =>
  consumeEach(db, [
    { key: `test-drive:ip:${ip}`, ...TEST_DRIVE_LIMITS.perAddress },
    { key: `test-drive:mobile:${mobile}`, ...TEST_DRIVE_LIMITS.perMobile },
  ]);

/**
 * POST /test-drive/booking/v1: holds the place for HOLD_MINUTES and mails the link that confirms it. One
 * person (a mobile number or an e-mail address) holds at most MAX_FUTURE_BOOKINGS drives still to come.
 */
export async function bookTestDrive(db: Db, auth: AuthContext | null, ip: string, input: BookingInput, now = new Date()) {
  await throttle(db, ip, input.mobile);
  const point = await drivePoint(db, input.point);
  const family = await driveFamily(db, input.family);
  if (input.vehicle) {
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, input.vehicle), eq(vehicles.familyId, family.id)));
    if (!vehicle) throw fieldFailure('vehicle', '這個車型不屬於所選的車系，請重新選擇');
  }
  if (!licenceCovers(input.licence, family.licence))
    throw fieldFailure('licence', `${family.name}${licenceNote(family.licence)}，${LICENCE_LABELS[input.licence]}無法試乘`);
  const slot = offeredSlot(point, input.start, now);
  const token = newToken();
  const drive = await db.transaction(async (tx) => {
    await claimPlace(tx, point, family.id, slot, now);
    // One person's bookings wait for each other, whichever point they ask for.
    for (const key of [`test-drive:${input.email}`, `test-drive:${input.mobile}`].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [{ held }] = await tx
      .select({ held: sql<number>`count(*)::int` })
      .from(testDrives)
      .where(and(or(eq(testDrives.mobile, input.mobile), eq(testDrives.email, input.email)), gt(testDrives.startsAt, now), holding(now)));
    if (Number(held) >= MAX_FUTURE_BOOKINGS)
      throw new ApiFailure('T00002', {
        message: `同一支手機或同一個電子郵件最多保留 ${MAX_FUTURE_BOOKINGS} 筆尚未到來的試乘預約；請先取消其中一筆（代碼 T00002）`,
      });
    const startsAt = new Date(slot.start);
    const [row] = await tx
      .insert(testDrives)
      .values({
        number: await nextDocumentNumber(tx, 'TD', now),
        pointId: point.id,
        dealerCode: point.dealerCode,
        familyId: family.id,
        vehicleId: input.vehicle ?? null,
        startsAt,
        endsAt: new Date(slot.end),
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        licence: input.licence,
        memberId: auth?.memberId ?? null,
        holdUntil: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        tokenHash: sha256(token),
        tokenExpiresAt: confirmLinkExpiry(now, startsAt),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await queueMail(tx, testDriveConfirmMail(input.email, await factsOf(tx, row), token));
    return row;
  });
  dispatchMail();
  return testDriveView(db, drive, now);
}

/** The booking a live link opens, locked for a change; T00003 for a link used, replaced or expired. */
async function byLink(db: Executor, token: string, now: Date, lock = false) {
  const query = db
    .select()
    .from(testDrives)
    .where(and(eq(testDrives.tokenHash, sha256(token)), gt(testDrives.tokenExpiresAt, now)));
  const [drive] = lock ? await query.for('update') : await query;
  if (!drive) throw linkDead();
  return drive;
}

/** Replaces the booking's link by a new one (or none): the link just used never works again. */
async function updateDrive(tx: Tx, drive: Drive, change: Partial<Drive>, now: Date): Promise<Drive> {
  const [next] = await tx
    .update(testDrives)
    .set({ ...change, version: sql`${testDrives.version} + 1`, updatedAt: now })
    .where(eq(testDrives.id, drive.id))
    .returning();
  return next;
}

// POST /test-drive/booking/v1/lookup - the booking its mailed link opens
export async function lookupTestDrive(db: Executor, token: string, now = new Date()) {
  return testDriveView(db, await byLink(db, token, now), now);
}

// POST /test-drive/booking/v1/confirm - the link of the first mail confirms the booking; the calendar file follows
export async function confirmTestDrive(db: Db, token: string, now = new Date()) {
  const next = await db.transaction(async (tx) => {
    const drive = await byLink(tx, token, now, true);
    if (drive.status !== 'pending') throw linkDead();
    const manage = newToken();
    const row = await updateDrive(
      tx,
      drive,
      { status: 'booked', holdUntil: null, tokenHash: sha256(manage), tokenExpiresAt: manageLinkExpiry(drive.endsAt) },
      now,
    );
    const facts = await factsOf(tx, row);
    await queueMail(tx, testDriveBookedMail(row.email, facts, manage));
    // Confirmed, it is a lead: the point's dealer is told once (the key is the booking's).
    await notifyStaff(tx, { dealerCode: row.dealerCode }, `test-drive:${row.id}`, (to) =>
      newTestDriveStaffMail(to, facts, { mobile: row.mobile, email: row.email }),
    );
    return row;
  });
  dispatchMail();
  return testDriveView(db, next, now);
}

/** A booking still held and not yet begun; a pending one may be cancelled, not moved. */
function requireChangeable(drive: Drive, now: Date, pendingToo = false) {
  if (!(HOLDING_STATUSES as readonly string[]).includes(drive.status) || (drive.status === 'pending' && !pendingToo)) throw linkDead();
  if (drive.startsAt.getTime() <= now.getTime())
    throw new ApiFailure('S00422', { message: '試乘時段已開始，無法改期或取消；如需協助請直接聯絡據點' });
}

// POST /test-drive/booking/v1/reschedule - another slot of the same point and family; a new link and calendar file
export async function rescheduleTestDrive(db: Db, token: string, start: string, now = new Date()) {
  const next = await db.transaction(async (tx) => {
    const drive = await byLink(tx, token, now, true);
    requireChangeable(drive, now);
    const [point] = await tx.select().from(dealerPoints).where(eq(dealerPoints.id, drive.pointId));
    const slot = offeredSlot(point, start, now);
    await claimPlace(tx, point, drive.familyId, slot, now, drive.id);
    const manage = newToken();
    const startsAt = new Date(slot.start);
    const endsAt = new Date(slot.end);
    const row = await updateDrive(
      tx,
      drive,
      {
        status: 'booked',
        startsAt,
        endsAt,
        sequence: drive.sequence + 1,
        tokenHash: sha256(manage),
        tokenExpiresAt: manageLinkExpiry(endsAt),
      },
      now,
    );
    await queueMail(
      tx,
      testDriveBookedMail(row.email, await factsOf(tx, row), manage, '您的試乘預約已改到新的時段，新的行事曆檔案（.ics）附在信中。'),
    );
    return row;
  });
  dispatchMail();
  return testDriveView(db, next, now);
}

// POST /test-drive/booking/v1/cancel - the person cancels; the calendar file that removes the event follows
export async function cancelTestDrive(db: Db, token: string, now = new Date()) {
  const next = await db.transaction(async (tx) => {
    const drive = await byLink(tx, token, now, true);
    requireChangeable(drive, now, true);
    const row = await updateDrive(
      tx,
      drive,
      { status: 'cancelled', holdUntil: null, sequence: drive.sequence + 1, tokenHash: null, tokenExpiresAt: null },
      now,
    );
    await queueMail(tx, testDriveCancelledMail(row.email, await factsOf(tx, row)));
    return row;
  });
  dispatchMail();
  return testDriveView(db, next, now);
}
