import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { RequireMember } from '@/components/member/require-member';
import { SavedConfigurationsView } from '@/components/member/saved-configurations-view';
import { pageMember } from '@/lib/server/services/page-member';
import { MY_CONFIGURATIONS } from '@/lib/words/vehicle';

export const metadata: Metadata = { title: MY_CONFIGURATIONS, robots: { index: false } };

export default async function SavedConfigurationsPage() {
  const member = await pageMember();
  return (
    <PageIntro title={MY_CONFIGURATIONS} lead="您儲存的配置：開啟後可接著修改或預購，也可以改名、分享、刪除，或勾選 2 至 3 組並排比較。">
      <RequireMember vouched={member !== null}>
        <SavedConfigurationsView />
      </RequireMember>
    </PageIntro>
  );
}
