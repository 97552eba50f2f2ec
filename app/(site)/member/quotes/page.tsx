import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { QuotesView } from '@/components/member/quotes-view';
import { RequireMember } from '@/components/member/require-member';
import { asSent, pageMember } from '@/lib/server/services/page-member';
import { listQuotes } from '@/lib/server/services/quotes';
import { MY_QUOTES } from '@/lib/words/vehicle';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: MY_QUOTES, robots: { index: false } };

export default async function QuotesPage() {
  // The list as its call would answer it, for the member of the session cookie; the browser asks without one.
  const member = await pageMember();
  const quotes = member ? asSent(await listQuotes(member.db, member.memberId)) : null;
  return (
    <PageIntro title={MY_QUOTES} lead="您索取過的報價：每一份都有網站的試算，經銷商開立正式報價單後也在這裡。">
      <RequireMember vouched={member !== null}>
        <QuerySeeds seeds={quotes ? [{ endpoint: 'quotes', data: quotes }] : []}>
          <QuotesView />
        </QuerySeeds>
      </RequireMember>
    </PageIntro>
  );
}
