import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteConfiguration } from '@/components/member/quote-configuration';
import { QuoteForm } from '@/components/member/quote-form';
import { RequireMember } from '@/components/member/require-member';
import { QuoteUnknown } from '@/components/quote/quote-unknown';
import { taipeiDayAhead } from '@/lib/format/dates';
import { PLATE_DAY_LEAD_DAYS } from '@/lib/purchase/quote-form';
import { getDb } from '@/lib/server/db/client';
import { pageMember } from '@/lib/server/services/page-member';
import { quotePageFacts } from '@/lib/server/services/quote-page';
import { cx } from '@/lib/theme/cx';
import { ASK_FOR_QUOTE, QUOTE_FORM_LEAD } from '@/lib/words/vehicle';

export const metadata: Metadata = { title: ASK_FOR_QUOTE, robots: { index: false } };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** 索取報價 for the configuration in the address (?family=&c=, as a share link carries it), checked against today's catalog. */
export default async function NewQuotePage({ searchParams }: PageProps<'/member/quotes/new'>) {
  const query = await searchParams;
  const facts = await quotePageFacts(await getDb(), one(query.family), one(query.c));
  const member = await pageMember();
  if (facts.kind === 'unknown')
    return (
      <PageIntro title={ASK_FOR_QUOTE} lead={QUOTE_FORM_LEAD}>
        <QuoteUnknown familyUuid={facts.family?.uuid ?? null} code={one(query.c)} incomplete={Boolean(facts.family && facts.selection)} />
      </PageIntro>
    );
  return (
    <PageIntro title={ASK_FOR_QUOTE} lead={QUOTE_FORM_LEAD}>
      <RequireMember vouched={member !== null}>
        <div className={cx('qt-view')}>
          <QuoteConfiguration title="要報價的配置" configuration={facts.configuration} />
          <QuoteForm
            familyUuid={facts.family.uuid}
            selection={facts.selection}
            points={facts.points}
            plateDay={taipeiDayAhead(PLATE_DAY_LEAD_DAYS)}
          />
        </div>
      </RequireMember>
    </PageIntro>
  );
}
