import type { Metadata } from 'next';
import { connection } from 'next/server';
import { FamilyCard } from '@/components/catalog/family-card';
import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/site/page-metadata';
import { getDb } from '@/lib/server/db/client';
import { listFamilies } from '@/lib/server/services/catalog';
import { familyListJsonLd, jsonLdText } from '@/lib/seo/structured-data';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { cx } from '@/lib/theme/cx';
import { FAMILY } from '@/lib/words/vehicle';
import { VEHICLE_OWNER } from '@/lib/words/pages';

const TITLE = '成為車主：車系一覽';
const DESCRIPTION = '泰嵐商用車全車系：輕型、中型、重型貨車與曳引車頭，含稅起始售價與主要規格，線上配置並預購。';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: TITLE,
    description: DESCRIPTION,
    path: VEHICLE_OWNER_PATH,
    image: '/images/families/light-35.png',
    imageAlt: '泰嵐商用車車系',
  });

// Read per request from the catalog cache (a minute), never at build time.
export default async function VehicleOwnerPage() {
  await connection();
  const families = await listFamilies(await getDb());
  return (
    <PageIntro title={VEHICLE_OWNER} lead="選擇適合您的車系，查看規格與含稅起始售價，開始配置您的卡車。">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(familyListJsonLd(families)) }} />
      <ul className={cx('sh-family-grid')} aria-label={FAMILY}>
        {families.map((family, index) => (
          <FamilyCard key={family.uuid} family={family} priority={index < 2} />
        ))}
      </ul>
    </PageIntro>
  );
}
