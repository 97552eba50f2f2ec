'use client';

import type { ReactNode } from 'react';
import { PdfDownloadButton } from '@/components/purchase/pdf-download-button';
import { LoadError, LoadingState } from '@/components/purchase/query-states';
import { callTarget } from '@/lib/api/contract/calls';
import { TOKEN_HEADER } from '@/lib/api/token-headers';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { QUOTE_ESTIMATE_NOTE } from '@/lib/words/vehicle';
import { useAppSelector } from '@/store/hooks';
import { useQuoteQuery, type Quote } from '@/store/quote-api';
import { CostTable } from './cost-table';
import { QuoteConfiguration } from './quote-configuration';
import { QuoteVersions } from './quote-versions';

/** One of the member's quotes: the point asked, the configuration, the price on the road and the financing estimate. */
export function QuoteView({ uuid }: { uuid: string }) {
  const { data, isLoading, isError, refetch } = useQuoteQuery(uuid);
  const token = useAppSelector((state) => state.login.cvWebToken);
  if (isLoading && !data) return <LoadingState label="正在載入報價單…" />;
  if (isError || !data) return <LoadError message="目前無法載入這份報價單。" onRetry={() => void refetch()} />;
  return (
    <QuoteEstimate
      data={data}
      pdf={
        <PdfDownloadButton
          path={callTarget('GET /order/quote/v1/{uuid}/pdf', { uuid }).path}
          headers={token ? { [TOKEN_HEADER]: token } : {}}
          filename={`${data.number}.pdf`}
          label="下載報價單 PDF"
          failure="報價單 PDF 下載失敗，請稍後再試"
        />
      }
      versions={<QuoteVersions quote={data} />}
    />
  );
}

/**
 * A quote as the API answers it (a member's, or a visitor's just asked for or confirmed): its facts and the
 * estimate; a member's also its PDF and the dealer's versions.
 */
export function QuoteEstimate({ data, pdf, versions }: { data: Quote; pdf?: ReactNode; versions?: ReactNode }) {
  const { configuration: c } = data;
  return (
    <div className={cx('qt-view')}>
      <section aria-labelledby="quote-head" className={cx('qt-card')}>
        <h2 className={cx('qt-title')} id="quote-head">
          報價單 {data.number}
        </h2>
        <dl className={cx('qt-facts', 'ui-small')}>
          <dt>狀態</dt>
          <dd>{data.statusLabel}</dd>
          <dt>索取日期</dt>
          <dd>{formatDateTime(data.createdAt)}</dd>
          <dt>據點</dt>
          <dd>{data.point.name}</dd>
          <dt>經銷商</dt>
          <dd>{data.point.dealerName}</dd>
          <dt>電話</dt>
          <dd>
            <a className={cx('ui-text-link')} href={`tel:${data.point.phone.replace(/[^\d+]/g, '')}`}>
              {data.point.phone}
            </a>
          </dd>
          <dt>用途</dt>
          <dd>{data.useLabel}</dd>
          <dt>預計領牌日</dt>
          <dd>{formatDate(data.plateDay)}</dd>
        </dl>
        {pdf && <div>{pdf}</div>}
      </section>
      {versions}
      <QuoteConfiguration
        configuration={{
          familyName: c.family.name,
          vehicle: c.vehicle,
          color: c.color.name,
          material: c.colorMaterial.name,
          parts: [...c.originParts, ...c.localParts].map((part) => part.name),
          quantity: data.quantity,
          total: data.price.total,
        }}
      />
      <RoadCosts costs={data.costs} />
      <Financing financing={data.financing} />
      <p className={cx('ui-small', 'ui-muted')}>{QUOTE_ESTIMATE_NOTE}</p>
    </div>
  );
}

function RoadCosts({ costs }: { costs: Quote['costs'] }) {
  return (
    <section aria-labelledby="quote-costs" className={cx('qt-card')}>
      <h2 className={cx('qt-title')} id="quote-costs">
        領牌上路總價（試算）
      </h2>
      <CostTable
        caption="領牌上路總價的各項費用與計算依據"
        lines={costs.lines}
        totalLabel="估計總價"
        total={costs.total}
        missing="未列入估算"
      />
      {costs.notEstimated.length > 0 && (
        <p className={cx('ui-small')}>以上未含{costs.notEstimated.join('、')}，由經銷商在正式報價單填列。</p>
      )}
    </section>
  );
}

function Financing({ financing: f }: { financing: Quote['financing'] }) {
  const estimate = f.estimate;
  return (
    <section aria-labelledby="quote-financing" className={cx('qt-card')}>
      <h2 className={cx('qt-title')} id="quote-financing">
        付款方式：{f.label}
      </h2>
      {estimate ? (
        <>
          <dl className={cx('qt-facts', 'ui-small')}>
            {f.downPayment !== null && (
              <>
                <dt>頭期款</dt>
                <dd className={cx('ui-nums')}>{formatTwd(f.downPayment)}</dd>
              </>
            )}
            {f.residual !== null && (
              <>
                <dt>殘值</dt>
                <dd className={cx('ui-nums')}>{formatTwd(f.residual)}</dd>
              </>
            )}
            <dt>{f.kind === 'lease' ? '租賃金額' : '貸款金額'}</dt>
            <dd className={cx('ui-nums')}>{formatTwd(estimate.financed)}</dd>
            <dt>期數</dt>
            <dd>{f.months} 期</dd>
            <dt>年利率</dt>
            <dd>{f.annualRatePercent}%</dd>
            <dt>總利息</dt>
            <dd className={cx('ui-nums')}>{formatTwd(estimate.totalInterest)}</dd>
          </dl>
          <p>
            每月付款（估）<span className={cx('qt-monthly', 'ui-inline-gap')}>{formatTwd(estimate.monthly)}</span>
          </p>
          <p className={cx('qt-basis')}>{estimate.basis}</p>
          <details className={cx('qt-details')}>
            <summary>還款明細（共 {estimate.rows.length} 期）</summary>
            <div className={cx('qt-table-frame')} tabIndex={0} role="region" aria-label="還款明細表">
              <table className={cx('qt-wide-table')}>
                <thead>
                  <tr>
                    <th scope="col">期數</th>
                    <th scope="col" className={cx('qt-amount')}>
                      應付金額
                    </th>
                    <th scope="col" className={cx('qt-amount')}>
                      利息
                    </th>
                    <th scope="col" className={cx('qt-amount')}>
                      本金
                    </th>
                    <th scope="col" className={cx('qt-amount')}>
                      剩餘本金
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {estimate.rows.map((row) => (
                    <tr key={row.period}>
                      <th scope="row">第 {row.period} 期</th>
                      <td className={cx('qt-amount')}>{formatTwd(row.payment)}</td>
                      <td className={cx('qt-amount')}>{formatTwd(row.interest)}</td>
                      <td className={cx('qt-amount')}>{formatTwd(row.principal)}</td>
                      <td className={cx('qt-amount')}>{formatTwd(row.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : (
        <p className={cx('ui-small')}>以現金一次付清，無分期或租賃費用。</p>
      )}
    </section>
  );
}
