import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { RequireMember } from '@/components/member/require-member';
import { SavedConfigurationsView } from '@/components/member/saved-configurations-view';
import { asSent, pageMember } from '@/lib/server/services/page-member';
import { listSavedConfigurations } from '@/lib/server/services/saved-configurations';
import { MY_CONFIGURATIONS } from '@/lib/words/vehicle';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: MY_CONFIGURATIONS, robots: { index: false } };

export default async function SavedConfigurationsPage() {
  // The list as its call would answer it, for the member of the session cookie; the browser asks without one.
  const member = await pageMember();
  const saved = member ? asSent(await listSavedConfigurations(member.db, member.memberId)) : null;
  return (
    <PageIntro title={MY_CONFIGURATIONS} lead="您儲存的配置：開啟後可接著修改或預購，也可以改名、分享、刪除，或勾選 2 至 3 組並排比較。">
      <RequireMember vouched={member !== null}>
        <QuerySeeds seeds={saved ? [{ endpoint: 'savedConfigurations', data: saved }] : []}>
          <SavedConfigurationsView />
        </QuerySeeds>
      </RequireMember>
    </PageIntro>
  );
}
