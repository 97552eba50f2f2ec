import 'server-only';
import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { isDealerRole, may } from '@/lib/staff/roles';
import { TEST_DRIVE_STATUS_LABELS, manageLinkExpiry, statusNow } from '@/lib/test-drive/booking-rules';
import type { TestDriveLeadQuery, TestDriveLeadPage } from '@/lib/schemas/test-drive-leads';
import type { Executor, Tx } from '../db/client';
import { dealerPoints, testDrives } from '../db/dealer-schema';
import { vehicleFamilies } from '../db/schema';
import { staffAccounts } from '../db/staff-schema';
import { notFound } from '../core/api-failure';
import { newToken, sha256 } from '../auth/tokens';
import { queueMail } from '../mail/outbox';
import { testDriveBookedMail, testDriveCancelledMail } from '../mail/test-drive-mail';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';
import { inTransactionThenMail } from './sales/notices';
import { recordChanged, refuse } from './sales/refusals';
import { reachOf, withinReach } from './sales/reach';
import { claimPlace, factsOf, offeredSlot } from './test-drives';

// The test drives in the staff console: leads of the point's dealer. A dealer's people see their own
// dealer's, headquarters every dealer's (as the pre-orders, services/sales/reach.ts); each change is audited.

type Drive = typeof testDrives.$inferSelect;

export const TEST_DRIVE_PAGE_SIZE = 30;

const driveState = (row: Drive) => ({
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  assigneeId: row.assigneeId,
  calledBackAt: row.calledBackAt?.toISOString() ?? null,
  cancelReason: row.cancelReason,
  version: row.version,
});

// GET /staff/test-drives/v1 - the test drives within reach: to come (soonest first) or past (latest first)
export async function listTestDrives(db: Executor, actor: Actor, query: TestDriveLeadQuery, now = new Date()): Promise<TestDriveLeadPage> {
  if (!may(actor.role, 'read-records')) throw notFound();
  const page = query.page ?? 1;
  const when = query.when === 'past' ? lte(testDrives.startsAt, now) : gt(testDrives.startsAt, now);
  // An unconfirmed booking is no lead yet: it shows once its mailed link confirmed it.
  const where = and(reachOf(actor, testDrives.dealerCode), when, sql`${testDrives.status} <> 'pending'`);
  const [{ total }] = await db.select({ total: count() }).from(testDrives).where(where);
  const rows = await db
    .select({
      drive: testDrives,
      pointName: dealerPoints.name,
      familyName: vehicleFamilies.name,
      assignee: staffAccounts.name,
    })
    .from(testDrives)
    .innerJoin(dealerPoints, eq(dealerPoints.id, testDrives.pointId))
    .innerJoin(vehicleFamilies, eq(vehicleFamilies.id, testDrives.familyId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, testDrives.assigneeId))
    .where(where)
    .orderBy(query.when === 'past' ? desc(testDrives.startsAt) : asc(testDrives.startsAt))
    .limit(TEST_DRIVE_PAGE_SIZE)
    .offset((page - 1) * TEST_DRIVE_PAGE_SIZE);
  return {
    items: rows.map(({ drive, pointName, familyName, assignee }) => ({
      number: drive.number,
      status: statusNow(drive.status, drive.holdUntil, now),
      start: drive.startsAt.toISOString(),
      end: drive.endsAt.toISOString(),
      dealerCode: drive.dealerCode,
      pointName,
      familyName,
      name: drive.name,
      mobile: drive.mobile,
      email: drive.email,
      licence: drive.licence,
      assigneeId: drive.assigneeId,
      assignee: assignee ?? null,
      calledBackAt: drive.calledBackAt?.toISOString() ?? null,
      version: drive.version,
    })),
    total,
    page,
    pageSize: TEST_DRIVE_PAGE_SIZE,
  };
}

/** The booking locked for a change: N00404 when unknown, out of reach or unconfirmed; S00409 when changed since it was read. */
async function lockDrive(tx: Tx, actor: Actor, number: string, version: number): Promise<Drive> {
  if (!may(actor.role, 'work-records')) throw notFound();
  const [row] = await tx.select().from(testDrives).where(eq(testDrives.number, number)).for('update');
  const drive = withinReach(actor, row?.status === 'pending' ? undefined : row);
  if (drive.version !== version) throw recordChanged({ number, ...driveState(drive) });
  return drive;
}

async function updateDrive(tx: Tx, row: Drive, change: Partial<Drive>, now: Date) {
  const [next] = await tx
    .update(testDrives)
    .set({ ...change, version: sql`${testDrives.version} + 1`, updatedAt: now })
    .where(eq(testDrives.id, row.id))
    .returning();
  return next;
}

const audit = (tx: Tx, actor: Actor, action: Parameters<typeof appendAudit>[2]['action'], before: Drive, after: Drive, now: Date) =>
  appendAudit(
    tx,
    actor,
    {
      action,
      recordKind: 'test-drive',
      recordId: before.id,
      recordNumber: before.number,
      before: driveState(before),
      after: driveState(after),
    },
    now,
  );

const named = (number: string) => `試乘預約 ${number}`;

function requireOpen(row: Drive, doing: string, now: Date) {
  if (row.status !== 'booked' && row.status !== 'confirmed')
    throw refuse(`${named(row.number)} 目前是「${TEST_DRIVE_STATUS_LABELS[row.status]}」，不能${doing}`);
  if (row.startsAt.getTime() <= now.getTime() && doing !== '記錄未到場')
    throw refuse(`${named(row.number)} 的試乘時段已開始，不能${doing}`);
}

/** Gives the booking to a salesperson of its dealer (or to nobody): the dealer's manager or headquarters. */
export function assignTestDrive(
  db: Executor,
  actor: Actor,
  number: string,
  body: { version: number; assigneeId: string | null },
  now = new Date(),
) {
  if (!may(actor.role, 'assign-within-dealer')) throw notFound();
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockDrive(tx, actor, number, body.version);
    if (body.assigneeId) {
      const [person] = await tx
        .select({ role: staffAccounts.role, dealerCode: staffAccounts.dealerCode })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.id, body.assigneeId), isNull(staffAccounts.disabledAt)));
      if (!person || !isDealerRole(person.role) || person.dealerCode !== row.dealerCode) throw refuse('只能指派給該經銷商的業務人員');
    }
    const next = await updateDrive(tx, row, { assigneeId: body.assigneeId }, now);
    await audit(tx, actor, 'test-drive.assign', row, next, now);
    return next;
  });
}

/** The salesperson called the person back. */
export function markCalledBack(db: Executor, actor: Actor, number: string, version: number, now = new Date()) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockDrive(tx, actor, number, version);
    if (row.status === 'cancelled') throw refuse(`${named(number)} 已取消`);
    const next = await updateDrive(tx, row, { calledBackAt: now }, now);
    await audit(tx, actor, 'test-drive.called-back', row, next, now);
    return next;
  });
}

/** The point confirms it has the truck and the person ready: 已預約 → 據點已確認. */
export function confirmByDealer(db: Executor, actor: Actor, number: string, version: number, now = new Date()) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockDrive(tx, actor, number, version);
    if (row.status !== 'booked')
      throw refuse(`${named(number)} 目前是「${TEST_DRIVE_STATUS_LABELS[row.status]}」，只有「已預約」的可以確認`);
    requireOpen(row, '確認', now);
    const next = await updateDrive(tx, row, { status: 'confirmed' }, now);
    await audit(tx, actor, 'test-drive.confirm', row, next, now);
    return next;
  });
}

/** Moves the drive to another slot of its point with a reason; the person gets the reason, a new calendar file and a new link. */
export function moveTestDrive(
  db: Executor,
  actor: Actor,
  number: string,
  body: { version: number; start: string; reason: string },
  now = new Date(),
) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockDrive(tx, actor, number, body.version);
    requireOpen(row, '改期', now);
    const [point] = await tx.select().from(dealerPoints).where(eq(dealerPoints.id, row.pointId));
    const slot = offeredSlot(point, body.start, now);
    await claimPlace(tx, point, row.familyId, slot, now, row.id);
    const manage = newToken();
    const endsAt = new Date(slot.end);
    const next = await updateDrive(
      tx,
      row,
      {
        startsAt: new Date(slot.start),
        endsAt,
        sequence: row.sequence + 1,
        tokenHash: sha256(manage),
        tokenExpiresAt: manageLinkExpiry(endsAt),
      },
      now,
    );
    await appendAudit(
      tx,
      actor,
      {
        action: 'test-drive.move',
        recordKind: 'test-drive',
        recordId: row.id,
        recordNumber: number,
        before: driveState(row),
        after: { ...driveState(next), reason: body.reason },
      },
      now,
    );
    await queueMail(
      tx,
      testDriveBookedMail(next.email, await factsOf(tx, next), manage, `據點已將您的試乘改到新的時段，原因：${body.reason}`),
    );
    return next;
  });
}

/** Cancels the drive with a reason, mailed to the person with the calendar file that removes it. */
export function cancelByDealer(db: Executor, actor: Actor, number: string, body: { version: number; reason: string }, now = new Date()) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockDrive(tx, actor, number, body.version);
    requireOpen(row, '取消', now);
    const next = await updateDrive(
      tx,
      row,
      { status: 'cancelled', cancelReason: body.reason, sequence: row.sequence + 1, tokenHash: null, tokenExpiresAt: null },
      now,
    );
    await audit(tx, actor, 'test-drive.cancel', row, next, now);
    await queueMail(tx, testDriveCancelledMail(next.email, await factsOf(tx, next), body.reason));
    return next;
  });
}

/** The person did not come: recorded once the slot has begun. */
export function markNoShow(db: Executor, actor: Actor, number: string, version: number, now = new Date()) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockDrive(tx, actor, number, version);
    requireOpen(row, '記錄未到場', now);
    if (row.startsAt.getTime() > now.getTime()) throw refuse(`${named(number)} 的試乘時段還沒到，不能記錄未到場`);
    const next = await updateDrive(tx, row, { status: 'no_show', tokenHash: null, tokenExpiresAt: null }, now);
    await audit(tx, actor, 'test-drive.no-show', row, next, now);
    return next;
  });
}
