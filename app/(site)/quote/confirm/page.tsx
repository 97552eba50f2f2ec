import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { ConfirmQuote } from '@/components/quote/confirm-quote';

export const metadata: Metadata = { title: '確認報價請求', robots: { index: false, follow: false } };

// The page a visitor's quote mail links to; the link's token stays in the fragment, read in the browser.
export default function ConfirmQuotePage() {
  return (
    <PageIntro title="確認報價請求" lead="開啟確認信中的連結後，報價請求才會送到您選擇據點的經銷商。">
      <ConfirmQuote />
    </PageIntro>
  );
}
