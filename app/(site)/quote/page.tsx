import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteConfiguration } from '@/components/member/quote-configuration';
import { QuoteUnknown } from '@/components/quote/quote-unknown';
import { VisitorQuote } from '@/components/quote/visitor-quote';
import { taipeiDayAhead } from '@/lib/format/dates';
import { PLATE_DAY_LEAD_DAYS } from '@/lib/purchase/quote-form';
import { getDb } from '@/lib/server/db/client';
import { pageMember } from '@/lib/server/services/page-member';
import { quotePageFacts } from '@/lib/server/services/quote-page';
import { cx } from '@/lib/theme/cx';
import { newQuotePath } from '@/lib/urls/member.mjs';
import { ASK_FOR_QUOTE, QUOTE_FORM_LEAD } from '@/lib/words/vehicle';

export const metadata: Metadata = { title: ASK_FOR_QUOTE, robots: { index: false, follow: false } };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** 索取報價 without an account, for the configuration in the address (?family=&c=); a signed-in member goes to their own form. */
export default async function VisitorQuotePage({ searchParams }: PageProps<'/quote'>) {
  const query = await searchParams;
  const memberForm = newQuotePath(one(query.family), one(query.c));
  if (await pageMember()) redirect(memberForm);
  const facts = await quotePageFacts(await getDb(), one(query.family), one(query.c));
  return (
    <PageIntro title={ASK_FOR_QUOTE} lead={`${QUOTE_FORM_LEAD}無需註冊：留下聯絡資料，點選寄到信箱的確認連結即可送出。`}>
      {facts.kind === 'unknown' ? (
        <QuoteUnknown familyUuid={facts.family?.uuid ?? null} code={one(query.c)} incomplete={Boolean(facts.family && facts.selection)} />
      ) : (
        <div className={cx('qt-view')}>
          <QuoteConfiguration title="要報價的配置" configuration={facts.configuration} />
          <VisitorQuote
            familyUuid={facts.family.uuid}
            selection={facts.selection}
            points={facts.points}
            plateDay={taipeiDayAhead(PLATE_DAY_LEAD_DAYS)}
            memberForm={memberForm}
          />
        </div>
      )}
    </PageIntro>
  );
}
