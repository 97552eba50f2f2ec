import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '購車流程', description: '從線上配置、預購、簽約到交車，了解在泰嵐商用車購車的每一步。' };

export default function Page() {
  return <PageIntro title="購車流程" lead="從線上配置、預購、簽約到交車，了解在泰嵐商用車購車的每一步。" />;
}
