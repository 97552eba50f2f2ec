import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/layout/site-link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { KeySpecs } from '@/components/catalog/key-specs';
import { VehicleTable } from '@/components/catalog/vehicle-table';
import { CompareModelsForm } from '@/components/catalog/compare-models-form';
import { socialImageOf } from '@/lib/content/social-image';
import { CONFIG_STEPS } from '@/lib/constants';
import { formatTwd } from '@/lib/format/money';
import { pageMetadata } from '@/lib/site/page-metadata';
import { testDrivePath, VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { vehicleInfoPath } from '@/lib/urls/vehicle.mjs';
import { getDb } from '@/lib/server/db/client';
import { getFamilyDetail } from '@/lib/server/services/catalog';
import { familyDetailJsonLd, jsonLdText } from '@/lib/seo/structured-data';
import { cx } from '@/lib/theme/cx';
import { BREADCRUMB, VEHICLE_OWNER } from '@/lib/words/pages';
import { MODELS_AND_PRICES, TAX_INCLUDED, ILLUSTRATION } from '@/lib/words/vehicle';

// The metadata and the page both read the family from the catalog cache (lib/server/cache), which loads it once.
const familyOf = async (uuid: string) => {
  await connection();
  return getFamilyDetail(await getDb(), uuid);
};

export async function generateMetadata({ params }: PageProps<'/vehicleowner/info/[uuid]'>): Promise<Metadata> {
  const family = await familyOf((await params).uuid);
  if (!family) return { title: '找不到車系', robots: { index: false } };
  return pageMetadata({
    title: `${family.name}：規格與售價`,
    description: `${family.tagline}。${family.description}`.slice(0, 150),
    path: vehicleInfoPath(family.uuid),
    image: socialImageOf(family.image),
    imageAlt: `${family.name} ${ILLUSTRATION}`,
  });
}

export default async function FamilyInfoPage({ params }: PageProps<'/vehicleowner/info/[uuid]'>) {
  const family = await familyOf((await params).uuid);
  if (!family) notFound();
  const from = Math.min(...family.vehicles.map((vehicle) => vehicle.price));
  const start = vehicleInfoPath(family.uuid, CONFIG_STEPS[0]);
  return (
    <article className={cx('sh-page')}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(familyDetailJsonLd(family)) }} />
      <nav aria-label={BREADCRUMB} className={cx('sh-breadcrumb')}>
        <Link href={VEHICLE_OWNER_PATH}>{VEHICLE_OWNER}</Link> › {family.series}
      </nav>
      <p className={cx('sh-family-series')}>{family.series}</p>
      <h1 className={cx('sh-h1')}>{family.name}</h1>
      <p className={cx('sh-lead')}>{family.tagline}</p>
      <div className={cx('sh-family-hero')}>
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawing; next/image adds nothing for it */}
        <img className={cx('sh-family-img')} src={family.image} alt={`${family.name} 外觀示意圖`} width={640} height={360} />
        <div>
          <p className={cx('sh-family-price')}>
            {formatTwd(from)} 起 <span className={cx('sh-price-note')}>{TAX_INCLUDED}</span>
          </p>
          <KeySpecs specs={family.keySpecs} />
          <Link className={cx('sh-button-link')} href={start}>
            開始配置
          </Link>{' '}
          <a className={cx('sh-more-link')} href={testDrivePath({ family: family.uuid })}>
            預約試乘
          </a>
        </div>
      </div>
      <p className={cx('sh-prose')}>{family.description}</p>
      <h2 className={cx('sh-h2')}>{MODELS_AND_PRICES}</h2>
      <VehicleTable family={family} />
      <CompareModelsForm family={family} />
    </article>
  );
}
