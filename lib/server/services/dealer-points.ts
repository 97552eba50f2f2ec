import 'server-only';
import { offersTestDrives } from '@/lib/dealers/points';
import { desc, eq } from 'drizzle-orm';
import type { Point, PointListQuery } from '@/lib/schemas/dealers';
import { cached } from '../cache/cached';
import { notFound } from '../core/api-failure';
import type { Executor } from '../db/client';
import { dealerPoints } from '../db/dealer-schema';
import { dealers } from '../db/staff-schema';
import { CONTENT_CACHE_MS } from './content';

/** Every point with its dealer's name, north to south; read once a minute at most, dropped by the `dealers` tag. */
const allPoints = (db: Executor): Promise<Point[]> =>
  cached('dealer-points', ['dealers'], CONTENT_CACHE_MS, async () => {
    const rows = await db
      .select({ point: dealerPoints, dealerName: dealers.name })
      .from(dealerPoints)
      .innerJoin(dealers, eq(dealers.code, dealerPoints.dealerCode))
      .orderBy(desc(dealerPoints.latitude));
    return rows.map(({ point, dealerName }) => ({
      slug: point.slug,
      name: point.name,
      dealerName,
      city: point.city,
      town: point.town,
      street: point.street,
      zip: point.zip,
      phone: point.phone,
      latitude: point.latitude,
      longitude: point.longitude,
      services: point.services,
      hours: point.hours.map((day) => day.map(([opens, closes]) => [opens, closes] as [string, string])),
      opensOnHolidays: point.opensOnHolidays,
      testDrives: offersTestDrives(point),
      updatedAt: point.updatedAt.toISOString(),
    }));
  });

/** The points in a city (and town) offering a service, each filter optional. */
export async function listPoints(db: Executor, { city, town, service }: PointListQuery = {}): Promise<Point[]> {
  return (await allPoints(db)).filter(
    (point) => (!city || point.city === city) && (!town || point.town === town) && (!service || point.services.includes(service)),
  );
}

/** One point by its slug, if there is one. */
export const findPoint = async (db: Executor, slug: string): Promise<Point | undefined> =>
  (await allPoints(db)).find((point) => point.slug === slug);

/** One point by its slug; N00404 when there is none. */
export async function getPoint(db: Executor, slug: string): Promise<Point> {
  const found = await findPoint(db, slug);
  if (!found) throw notFound();
  return found;
}
