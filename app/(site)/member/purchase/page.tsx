import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { MemberGreeting } from '@/components/member/member-greeting';

export const metadata: Metadata = { title: '購車管理', robots: { index: false } };

export default function PurchasePage() {
  return (
    <PageIntro title="購車管理" lead="您的預購單、合約與交車進度。">
      <MemberGreeting />
    </PageIntro>
  );
}
