'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { RequireMember } from '@/components/member/require-member';
import { DetailGate } from '@/components/purchase/detail-gate';
import { buttonClasses } from '@/components/ui/button';
import type { PreorderDetail } from '@/lib/sale/purchases';
import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { REVIEW_PERIOD_DAYS } from '@/lib/sale/deposit-terms';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { usePreorderQuery } from '@/store/purchase-api';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';
import { purchaseListPath } from '@/lib/urls/member.mjs';
import { PREORDER_DONE_PATH } from '@/lib/urls/vehicle.mjs';
import { PREORDER } from '@/lib/words/purchase';
import { COLOR, FAMILY, LOCAL_PARTS, ORIGIN_PARTS, QUANTITY, TOTAL_WITH_TAX, UNIT } from '@/lib/words/vehicle';

/** The member's pre-order named by the result page's URL; another's or an unknown one is the 404 page. */
export function PlacedPreorder({ uuid, vouched }: { uuid: string; vouched: boolean }) {
  return (
    <RequireMember vouched={vouched}>
      <PreorderQuery uuid={uuid} />
    </RequireMember>
  );
}

function PreorderQuery({ uuid }: { uuid: string }) {
  const query = usePreorderQuery(uuid);
  return (
    <DetailGate query={query} what={PREORDER}>
      {(preorder) => <PreorderFacts preorder={preorder} />}
    </DetailGate>
  );
}

function PreorderFacts({ preorder }: { preorder: PreorderDetail }) {
  const { configuration, price } = preorder;
  return (
    <div className={cx('ui-stack-6', 'cf-outcome', 'cf-placed')}>
      <div className={cx('cf-placed-note')} role="status">
        <p className={cx('cf-lead')}>
          預購已送出，預購單號 <span data-testid="preorder-number">{preorder.number}</span>
        </p>
        <p className={cx('cf-placed-more')}>經銷商會與您聯繫安排簽約；簽約前您有 {REVIEW_PERIOD_DAYS} 天的契約審閱期。</p>
      </div>
      <dl className={cx('cf-facts')}>
        <dt className={cx('ui-muted')}>{FAMILY}</dt>
        <dd>{preorder.familyName}</dd>
        {COMPONENT_KEYS.map((key) => (
          <div key={key} className={cx('cf-fact-pair')}>
            <dt className={cx('ui-muted')}>{COMPONENT_LABELS[key]}</dt>
            <dd>{formatComponent(key, configuration.vehicle[key])}</dd>
          </div>
        ))}
        <dt className={cx('ui-muted')}>{COLOR}</dt>
        <dd>
          {configuration.color.name}（{configuration.colorMaterial.name}）
        </dd>
        <dt className={cx('ui-muted')}>{ORIGIN_PARTS}</dt>
        <dd>{configuration.originParts.map((part) => part.name).join('、') || '無'}</dd>
        <dt className={cx('ui-muted')}>{LOCAL_PARTS}</dt>
        <dd>{configuration.localParts.map((part) => part.name).join('、') || '無'}</dd>
        <dt className={cx('ui-muted')}>{QUANTITY}</dt>
        <dd>
          {price.quantity} {UNIT}
        </dd>
        <dt className={cx('cf-total-label')}>{TOTAL_WITH_TAX}</dt>
        <dd className={cx('cf-price')} data-testid="preorder-total">
          {formatTwd(price.total)}
        </dd>
        <dt className={cx('ui-muted')}>{DEPOSIT_LABEL}</dt>
        <dd>{formatTwd(price.deposit)}</dd>
      </dl>
      <div className={cx('ui-wrap-3')}>
        <NextLink href={PREORDER_DONE_PATH} className={buttonClasses({ tone: 'brand' })}>
          完成
        </NextLink>
        <NextLink href={purchaseListPath(0)} className={buttonClasses({ variant: 'outline', tone: 'brand' })}>
          查看購車管理
        </NextLink>
      </div>
    </div>
  );
}
