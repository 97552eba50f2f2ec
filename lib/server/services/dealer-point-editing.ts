import 'server-only';
import { offersTestDrives } from '@/lib/dealers/points';
import { asc, eq, sql } from 'drizzle-orm';
import { openingsText, POINT_SERVICE_LABELS, WEEKDAY_NAMES } from '@/lib/dealers/points';
import type { PointCreateInput, PointUpdateInput } from '@/lib/schemas/dealer-point-forms';
import type { StaffPoint } from '@/lib/schemas/dealers';
import { may } from '@/lib/staff/roles';
import { invalidate } from '../cache/invalidate';
import { fieldFailure, notFound } from '../core/api-failure';
import type { Db, Executor } from '../db/client';
import { dealerPoints } from '../db/dealer-schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { dealers } from '../db/staff-schema';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';
import { recordChanged, refuse } from './sales/refusals';

// Headquarters edits the dealers' points in the console (issue 38): a point's facts and hours, or a new point.
// Each change is one transaction under the version the editor read, audited with what it was and what it
// became; then the public lists and pages of points are dropped on every instance (the `dealers` tag).

const requirePointEditor = (actor: Actor) => {
  if (!may(actor.role, 'edit-points')) throw notFound();
};

type Row = typeof dealerPoints.$inferSelect;

const asStaffPoint = (row: Row, dealerName: string): StaffPoint => ({
  slug: row.slug,
  name: row.name,
  dealerName,
  dealerCode: row.dealerCode,
  city: row.city,
  town: row.town,
  street: row.street,
  zip: row.zip,
  phone: row.phone,
  latitude: row.latitude,
  longitude: row.longitude,
  services: row.services,
  hours: row.hours.map((day) => day.map(([opens, closes]) => [opens, closes] as [string, string])),
  opensOnHolidays: row.opensOnHolidays,
  testDrives: offersTestDrives(row),
  testDriveTrucks: row.testDriveTrucks,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

async function readPoints(db: Executor, slug?: string): Promise<StaffPoint[]> {
  const rows = await db
    .select({ point: dealerPoints, dealerName: dealers.name })
    .from(dealerPoints)
    .innerJoin(dealers, eq(dealers.code, dealerPoints.dealerCode))
    .where(slug ? eq(dealerPoints.slug, slug) : undefined)
    .orderBy(asc(dealers.name), asc(dealerPoints.name));
  return rows.map(({ point, dealerName }) => asStaffPoint(point, dealerName));
}

/** Every point, by dealer, with the version an edit is sent with (總公司業務, 管理員). */
export async function staffPoints(db: Executor, actor: Actor): Promise<StaffPoint[]> {
  requirePointEditor(actor);
  return readPoints(db);
}

/** What the audit shows of a point: its facts in the words of the page. */
const audited = (point: PointUpdateInput | PointCreateInput | StaffPoint) => ({
  名稱: point.name,
  地址: `${point.zip} ${point.city}${point.town}${point.street}`,
  電話: point.phone,
  座標: `${point.latitude}, ${point.longitude}`,
  服務項目: point.services.map((service) => POINT_SERVICE_LABELS[service]).join('、'),
  營業時間: point.hours.map((day, weekday) => `${WEEKDAY_NAMES[weekday]} ${openingsText(day)}`).join('；'),
  國定假日: point.opensOnHolidays ? '照常營業' : '休息',
  每車系試乘車: point.testDriveTrucks,
});

const factsOf = ({ version: _version, ...facts }: PointUpdateInput) => facts;

/** Changes a point's facts and hours; refused with the point as it is now if it changed since it was read. */
export async function updatePoint(db: Db, actor: Actor, slug: string, input: PointUpdateInput): Promise<StaffPoint> {
  requirePointEditor(actor);
  const point = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dealerPoints).where(eq(dealerPoints.slug, slug)).for('update');
    if (!row) throw notFound();
    const [before] = await readPoints(tx, slug);
    if (row.version !== input.version) throw recordChanged(before);
    const after = { ...before, ...factsOf(input) };
    if (JSON.stringify(audited(before)) === JSON.stringify(audited(after))) throw refuse('據點資料沒有變更');
    await tx
      .update(dealerPoints)
      .set({ ...factsOf(input), version: row.version + 1, updatedAt: sql`now()` })
      .where(eq(dealerPoints.id, row.id));
    await appendAudit(tx, actor, {
      action: 'dealer-point.update',
      recordKind: 'dealer-point',
      recordId: row.id,
      recordNumber: slug,
      before: audited(before),
      after: audited(after),
    });
    return (await readPoints(tx, slug))[0];
  });
  invalidate('dealers');
  return point;
}

/** Adds a point of a dealer under a new address on the site. */
export async function createPoint(db: Db, actor: Actor, input: PointCreateInput): Promise<StaffPoint> {
  requirePointEditor(actor);
  const [dealer] = await db.select({ code: dealers.code }).from(dealers).where(eq(dealers.code, input.dealerCode));
  if (!dealer) throw fieldFailure('dealerCode', '沒有這個經銷商，請重新選擇');
  try {
    const point = await db.transaction(async (tx) => {
      const [row] = await tx.insert(dealerPoints).values(input).returning({ id: dealerPoints.id });
      await appendAudit(tx, actor, {
        action: 'dealer-point.create',
        recordKind: 'dealer-point',
        recordId: row.id,
        recordNumber: input.slug,
        before: {},
        after: audited(input),
      });
      return (await readPoints(tx, input.slug))[0];
    });
    invalidate('dealers');
    return point;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw fieldFailure('slug', `網址代稱 ${input.slug} 已有其他據點使用，請換一個`);
    throw error;
  }
}
