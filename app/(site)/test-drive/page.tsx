import type { Metadata } from 'next';
import { connection } from 'next/server';
import { BookingForm } from '@/components/test-drive/booking-form';
import { getDb } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/core/api-failure';
import { listFamilies } from '@/lib/server/services/catalog';
import { listPoints } from '@/lib/server/services/dealer-points';
import { testDriveSlots } from '@/lib/server/services/test-drives';
import { slotQuery } from '@/lib/schemas/test-drive';
import { pageMetadata } from '@/lib/site/page-metadata';
import { cx } from '@/lib/theme/cx';
import { TEST_DRIVE_PATH } from '@/lib/urls/site.mjs';

export const metadata: Metadata = pageMetadata({
  title: '預約試乘',
  description: '選擇車系、據點與時段，線上預約商用車試乘；免註冊，以電子郵件確認。',
  path: TEST_DRIVE_PATH,
  image: '/images/site/portal.png',
  imageAlt: '預約試乘',
});

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The slots once a point and a family are chosen; a message for a choice the server refuses. */
async function slotsFor(point?: string, family?: string) {
  if (!point || !family) return null;
  const query = slotQuery.safeParse({ point, family });
  if (!query.success) return { refused: query.error.issues[0].message };
  try {
    return { data: await testDriveSlots(await getDb(), query.data) };
  } catch (error) {
    if (error instanceof ApiFailure)
      return { refused: (error.data?.errors as { message: string }[] | undefined)?.[0]?.message ?? error.message };
    throw error;
  }
}

// 預約試乘: the point and the family as a plain GET form (each choice is its own address), then the slots and the form.
export default async function TestDrivePage({ searchParams }: PageProps<'/test-drive'>) {
  await connection();
  const query = await searchParams;
  const [point, family, vehicle] = [one(query.point), one(query.family), one(query.vehicle)];
  const db = await getDb();
  const [points, families] = await Promise.all([listPoints(db, { service: 'sales' }), listFamilies(db)]);
  const slots = await slotsFor(point, family);
  return (
    <article className={cx('sh-page')}>
      <h1 className={cx('sh-h1')}>預約試乘</h1>
      <p className={cx('dl-line')}>選擇車系與據點後，挑選日期與時段。預約免註冊，送出後請以電子郵件中的連結確認。</p>
      <form className={cx('td-form')} action={TEST_DRIVE_PATH} method="get" aria-label="選擇車系與據點">
        <div className={cx('td-row')}>
          <label className={cx('td-field')}>
            車系
            <select className={cx('td-input')} name="family" defaultValue={family ?? ''}>
              <option value="">請選擇</option>
              {families.map((entry) => (
                <option key={entry.uuid} value={entry.uuid}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <label className={cx('td-field')}>
            據點
            <select className={cx('td-input')} name="point" defaultValue={point ?? ''}>
              <option value="">請選擇</option>
              {points.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {entry.name}（{entry.city}
                  {entry.town}）
                </option>
              ))}
            </select>
          </label>
        </div>
        {vehicle && <input type="hidden" name="vehicle" value={vehicle} />}
        <button className={cx('td-secondary')} type="submit">
          查看可預約時段
        </button>
      </form>
      {slots && 'refused' in slots && (
        <p className={cx('td-alert')} role="alert">
          {slots.refused}
        </p>
      )}
      {slots && 'data' in slots && slots.data && (
        <section aria-labelledby="td-slots-title">
          <h2 id="td-slots-title" className={cx('sh-h2')}>
            {slots.data.family.name}・{slots.data.point.name}
          </h2>
          <p className={cx('dl-line')}>
            {slots.data.point.address}，電話 {slots.data.point.phone}
          </p>
          <BookingForm data={slots.data} vehicle={vehicle} />
        </section>
      )}
    </article>
  );
}
