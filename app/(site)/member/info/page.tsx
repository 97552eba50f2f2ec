import type { Metadata } from 'next';
import { cache } from 'react';
import { PageIntro } from '@/components/layout/page-intro';
import { memberInfoSeeds } from '@/components/member/member-info-seeds';
import { MemberInfoView } from '@/components/member/member-info-view';
import { RequireMember } from '@/components/member/require-member';
import { memberInfoTitle } from '@/lib/site/member-info-title';
import { memberInfoPageData } from '@/lib/server/services/member-info-page';
import { QuerySeeds } from '@/store/query/seeds';

// The title and the page read the member once per request.
const pageData = cache(memberInfoPageData);

export async function generateMetadata(): Promise<Metadata> {
  const data = await pageData();
  return { title: memberInfoTitle(data?.info.memberType), robots: { index: false } };
}

export default async function MemberInfoPage() {
  const data = await pageData();
  return (
    <PageIntro title={memberInfoTitle(data?.info.memberType)} lead="查看與修改您的會員資料、密碼與電子郵件。">
      <RequireMember vouched={data !== null}>
        <QuerySeeds seeds={memberInfoSeeds(data)}>
          <MemberInfoView />
        </QuerySeeds>
      </RequireMember>
    </PageIntro>
  );
}
