import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { memberInfoSeeds } from '@/components/member/member-info-seeds';
import { MemberInfoView } from '@/components/member/member-info-view';
import { RequireMember } from '@/components/member/require-member';
import { memberInfoPageData } from '@/lib/server/services/member-info-page';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: '個人基本資料', robots: { index: false } };

export default async function MemberInfoPage() {
  const data = await memberInfoPageData();
  return (
    <PageIntro title="個人基本資料" lead="查看與修改您的會員資料、密碼與電子郵件。">
      <RequireMember vouched={data !== null}>
        <QuerySeeds seeds={memberInfoSeeds(data)}>
          <MemberInfoView />
        </QuerySeeds>
      </RequireMember>
    </PageIntro>
  );
}
