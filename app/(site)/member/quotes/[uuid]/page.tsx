import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/layout/page-intro';
import { RequireMember } from '@/components/member/require-member';
import { QuoteView } from '@/components/member/quote-view';
import { ApiFailure } from '@/lib/server/core/api-failure';
import { asSent, pageMember } from '@/lib/server/services/page-member';
import { getQuote } from '@/lib/server/services/quotes';
import { purchaseUuidOrNotFound } from '@/lib/site/purchase-params';
import { MY_QUOTES } from '@/lib/words/vehicle';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: MY_QUOTES, robots: { index: false } };

export default async function QuotePage({ params }: PageProps<'/member/quotes/[uuid]'>) {
  const uuid = purchaseUuidOrNotFound((await params).uuid);
  // The quote as its call would answer it, for the member of the session cookie; another member's is a 404.
  const member = await pageMember();
  const quote = member ? await getQuote(member.db, member.memberId, uuid).catch(missing) : null;
  return (
    <PageIntro title={MY_QUOTES} lead="網站依您的選擇試算的領牌上路總價與付款方式；經銷商開立的正式報價單也列在這裡。">
      <RequireMember vouched={member !== null}>
        <QuerySeeds seeds={quote ? [{ endpoint: 'quote', arg: uuid, data: asSent(quote) }] : []}>
          <QuoteView uuid={uuid} />
        </QuerySeeds>
      </RequireMember>
    </PageIntro>
  );
}

const missing = (error: unknown): never => {
  if (error instanceof ApiFailure && error.code === 'N00404') notFound();
  throw error;
};
