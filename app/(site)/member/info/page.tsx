import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { MemberInfoView } from '@/components/member/member-info-view';
import { RequireMember } from '@/components/member/require-member';

export const metadata: Metadata = { title: '個人基本資料', robots: { index: false } };

export default function MemberInfoPage() {
  return (
    <PageIntro title="個人基本資料" lead="查看與修改您的會員資料、密碼與電子郵件。">
      <RequireMember>
        <MemberInfoView />
      </RequireMember>
    </PageIntro>
  );
}
