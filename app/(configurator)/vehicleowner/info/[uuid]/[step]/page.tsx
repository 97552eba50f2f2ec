import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { Configurator } from '@/components/configurator/configurator';
import { isPreorderQuery, PREORDER_QUERY } from '@/lib/urls/preorder';
import { isConfigStep, PREORDER_TITLE, STEP_TITLES } from '@/lib/configurator/steps';
import { getDb } from '@/lib/server/db/client';
import { getFamilyDetail } from '@/lib/server/services/catalog';
import { cx } from '@/lib/theme/cx';

const familyOf = async (uuid: string) => {
  await connection();
  return getFamilyDetail(await getDb(), uuid);
};

export async function generateMetadata({ params, searchParams }: PageProps<'/vehicleowner/info/[uuid]/[step]'>): Promise<Metadata> {
  const { uuid, step } = await params;
  const family = await familyOf(uuid);
  const title = isPreorderQuery((await searchParams)[PREORDER_QUERY]) ? PREORDER_TITLE : isConfigStep(step) ? STEP_TITLES[step] : '配置';
  return { title: family ? `${title}｜${family.name}` : title, robots: { index: false } };
}

/** One step of the configurator; the family comes from the catalog on the server, the choices from the store. */
export default async function ConfigStepPage({ params }: PageProps<'/vehicleowner/info/[uuid]/[step]'>) {
  const { uuid, step } = await params;
  if (!isConfigStep(step)) notFound();
  const family = await familyOf(uuid);
  if (!family) notFound();
  return (
    <main id="main" className={cx('sh-main')}>
      <Configurator family={family} step={step} />
    </main>
  );
}
