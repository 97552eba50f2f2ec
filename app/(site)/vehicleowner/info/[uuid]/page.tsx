import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/layout/page-intro';
import { CONFIG_STEPS } from '@/lib/constants';
import { vehicleInfoPath } from '@/lib/paths';

export const metadata: Metadata = { title: '車系介紹', description: '車系規格、特色與起始售價，並由此開始配置。' };

export default async function FamilyInfoPage({ params }: PageProps<'/vehicleowner/info/[uuid]'>) {
  const { uuid } = await params;
  return (
    <PageIntro title="車系介紹" lead="車系規格、特色與起始售價，並由此開始配置。">
      <Link className="sh-button-link" href={vehicleInfoPath(uuid, CONFIG_STEPS[0])}>
        開始配置
      </Link>
    </PageIntro>
  );
}
