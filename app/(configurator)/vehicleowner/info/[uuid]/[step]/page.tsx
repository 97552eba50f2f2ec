import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/layout/page-intro';
import { CONFIG_STEPS, type ConfigStep } from '@/lib/constants';

const STEP_TITLES: Record<ConfigStep, string> = {
  components: '選擇車型配備',
  color: '選擇車色',
  carParts: '原廠配件',
  localCarParts: '在地加裝配件',
};

const isStep = (step: string): step is ConfigStep => (CONFIG_STEPS as readonly string[]).includes(step);

export async function generateMetadata({ params }: PageProps<'/vehicleowner/info/[uuid]/[step]'>): Promise<Metadata> {
  const { step } = await params;
  return { title: isStep(step) ? STEP_TITLES[step] : '配置', robots: { index: false } };
}

export default async function ConfigStepPage({ params }: PageProps<'/vehicleowner/info/[uuid]/[step]'>) {
  const { step } = await params;
  if (!isStep(step)) notFound();
  const index = CONFIG_STEPS.indexOf(step) + 1;
  return <PageIntro title={STEP_TITLES[step]} lead={`配置步驟 ${index} / ${CONFIG_STEPS.length}`} />;
}
