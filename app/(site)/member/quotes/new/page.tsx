import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { QuoteConfiguration } from '@/components/member/quote-configuration';
import { QuoteForm } from '@/components/member/quote-form';
import { RequireMember } from '@/components/member/require-member';
import { decodeSelection, sharedConfigurationPath } from '@/lib/configurator/share';
import { evaluateOrder } from '@/lib/sale/pricing';
import { taipeiDayAhead } from '@/lib/format/dates';
import { PLATE_DAY_LEAD_DAYS } from '@/lib/purchase/quote-form';
import { getDb } from '@/lib/server/db/client';
import { getFamilyDetail } from '@/lib/server/services/catalog';
import { listPoints } from '@/lib/server/services/dealer-points';
import { pageMember } from '@/lib/server/services/page-member';
import { cx } from '@/lib/theme/cx';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { ASK_FOR_QUOTE } from '@/lib/words/vehicle';

export const metadata: Metadata = { title: ASK_FOR_QUOTE, robots: { index: false } };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** 索取報價 for the configuration in the address (?family=&c=, as a share link carries it), checked against today's catalog. */
export default async function NewQuotePage({ searchParams }: PageProps<'/member/quotes/new'>) {
  const query = await searchParams;
  const db = await getDb();
  const family = await getFamilyDetail(db, one(query.family));
  const selection = family ? decodeSelection(one(query.c), family) : null;
  const evaluation = family && selection ? evaluateOrder(family, selection) : null;
  const member = await pageMember();
  const lead = '選擇據點、用途、預計領牌日與付款方式：網站立即試算領牌上路的總價與每月付款，經銷商會來電提供正式報價。';
  if (!family || !selection || !evaluation?.configuration)
    return (
      <PageIntro title={ASK_FOR_QUOTE} lead={lead}>
        <div role="alert" className={cx('ui-stack-3', 'qt-view')}>
          <p>
            {family && selection
              ? '這組配置已不完整（部分車型、顏色或配件已停售），請回到配置重新選擇後再索取報價。'
              : '這個報價連結無法辨識，或車系已停售。請重新選擇車系並完成配置。'}
          </p>
          <NextLink
            href={family ? sharedConfigurationPath(family.uuid, one(query.c)) : VEHICLE_OWNER_PATH}
            className={cx('ui-text-link', 'ui-start')}
          >
            {family ? '回到配置' : '瀏覽車系'}
          </NextLink>
        </div>
      </PageIntro>
    );
  const c = evaluation.configuration;
  const points = (await listPoints(db, { service: 'sales' })).map(({ slug, name, dealerName, city }) => ({ slug, name, dealerName, city }));
  return (
    <PageIntro title={ASK_FOR_QUOTE} lead={lead}>
      <RequireMember vouched={member !== null}>
        <div className={cx('qt-view')}>
          <QuoteConfiguration
            title="要報價的配置"
            configuration={{
              familyName: c.family.name,
              vehicle: c.vehicle,
              color: c.color.name,
              material: c.colorMaterial.name,
              parts: [...c.originParts, ...c.localParts].map((part) => part.name),
              quantity: selection.quantity,
              total: evaluation.price.total,
            }}
          />
          <QuoteForm familyUuid={family.uuid} selection={selection} points={points} plateDay={taipeiDayAhead(PLATE_DAY_LEAD_DAYS)} />
        </div>
      </RequireMember>
    </PageIntro>
  );
}
