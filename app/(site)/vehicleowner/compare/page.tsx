import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CompareTable } from '@/components/catalog/compare-table';
import { SiteLink as Link } from '@/components/layout/site-link';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/constants';
import { compareConfigurations, compareItemsOf, type Compared } from '@/lib/configurator/compare';
import { decodeSelection, sharedConfigurationPath } from '@/lib/configurator/share';
import { formatComponent } from '@/lib/configurator/components';
import { getDb } from '@/lib/server/db/client';
import { getFamilyDetail } from '@/lib/server/services/catalog';
import { cx } from '@/lib/theme/cx';
import { SAVED_CONFIGURATIONS_PATH } from '@/lib/urls/member.mjs';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { COMPARE_CONFIGURATIONS, MY_CONFIGURATIONS } from '@/lib/words/vehicle';

export const metadata: Metadata = { title: COMPARE_CONFIGURATIONS, robots: { index: false } };

/** 比較配置: 2–3 configurations named in the address (saved ones, share links, a family's models) at today's catalog. */
export default async function ComparePage({ searchParams }: PageProps<'/vehicleowner/compare'>) {
  await connection();
  const asked = compareItemsOf(await searchParams);
  const db = await getDb();
  const found = await Promise.all(
    asked.slice(0, COMPARE_MAX).map(async ({ familyUuid, code }): Promise<(Compared & { code: string }) | null> => {
      const family = await getFamilyDetail(db, familyUuid);
      const selection = family ? decodeSelection(code, family) : null;
      return family && selection?.vehicleUuid ? { family, selection, code } : null;
    }),
  );
  const items = found.filter((item) => item !== null);
  const tooMany = asked.length > COMPARE_MAX;
  const withdrawn = found.length > items.length;
  return (
    <section className={cx('sh-page')}>
      <h1 className={cx('sh-h1')}>{COMPARE_CONFIGURATIONS}</h1>
      <p className={cx('sh-lead')}>
        並排比較 {COMPARE_MIN} 至 {COMPARE_MAX} 組配置的配備、規格、車色、配件與今日價格，不同之處以「不同」標示。
      </p>
      {(tooMany || withdrawn) && (
        <p role="status" className={cx('ui-note')}>
          {tooMany && `一次最多比較 ${COMPARE_MAX} 組，已比較前 ${COMPARE_MAX} 組。`}
          {withdrawn && '有配置的車系或車型已停售，未列入比較。'}
        </p>
      )}
      {items.length < COMPARE_MIN ? (
        <p className={cx('ui-note')}>
          請選擇 {COMPARE_MIN} 至 {COMPARE_MAX} 組配置來比較：在
          <Link href={SAVED_CONFIGURATIONS_PATH} className={cx('ui-text-link', 'ui-inline-gap')}>
            {MY_CONFIGURATIONS}
          </Link>
          勾選，或在
          <Link href={VEHICLE_OWNER_PATH} className={cx('ui-text-link', 'ui-inline-gap')}>
            車系介紹
          </Link>
          的車型表選擇車型。
        </p>
      ) : (
        <>
          <CompareTable
            headings={items.map(({ family, selection }, index) => {
              const vehicle = family.vehicles.find((each) => each.uuid === selection.vehicleUuid)!;
              return `配置 ${index + 1}：${family.name} ${formatComponent('hp', vehicle.hp)}`;
            })}
            groups={compareConfigurations(items)}
          />
          <ul className={cx('ui-wrap-3', 'ui-note')} aria-label="開啟配置">
            {items.map(({ family, code }, index) => (
              <li key={index}>
                <Link href={sharedConfigurationPath(family.uuid, code)} className={cx('ui-text-link')} prefetch={false}>
                  開啟配置 {index + 1}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
