'use client';

import { PdfDownloadButton } from '@/components/purchase/pdf-download-button';
import { callTarget } from '@/lib/api/contract/calls';
import { TOKEN_HEADER } from '@/lib/api/token-headers';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { useAppSelector } from '@/store/hooks';
import type { Quote } from '@/store/quote-api';
import { CostTable } from './cost-table';
import { QuoteAccept } from './quote-accept';

type Version = Quote['versions'][number];

/** 經銷商報價單: every version the dealer issued, newest first, each current, superseded or expired. */
export function QuoteVersions({ quote }: { quote: Quote }) {
  const { versions } = quote;
  return (
    <section aria-labelledby="quote-versions" className={cx('qt-card')}>
      <h2 className={cx('qt-title')} id="quote-versions">
        經銷商正式報價單
      </h2>
      {versions.length === 0 ? (
        <p className={cx('ui-small')}>經銷商尚未提供正式報價單；開立後會寄信通知您，並列在這裡。</p>
      ) : (
        <ol className={cx('qt-versions')}>
          {versions.map((version) => (
            <li key={version.version}>
              <VersionCard quote={quote} version={version} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function VersionCard({ quote, version: v }: { quote: Quote; version: Version }) {
  const token = useAppSelector((state) => state.login.cvWebToken);
  const current = v.standing === 'current';
  const headId = `quote-version-${v.version}`;
  return (
    <article aria-labelledby={headId} className={cx('qt-card', current ? undefined : 'qt-version-old')}>
      <div className={cx('qt-version-head')}>
        <h3 className={cx('qt-title')} id={headId}>
          {v.label}
          <span className={cx('ui-small', 'ui-muted', 'ui-inline-gap')}>{v.number}</span>
        </h3>
        <span className={cx('qt-standing', current ? 'qt-standing-current' : undefined)}>{v.standingLabel}</span>
      </div>
      <dl className={cx('qt-facts', 'ui-small')}>
        <dt>業務</dt>
        <dd>{v.salesperson}</dd>
        <dt>開立時間</dt>
        <dd>{formatDateTime(v.createdAt)}</dd>
        <dt>有效期限</dt>
        <dd>{formatDate(v.validUntil)} 止</dd>
        <dt>折扣</dt>
        <dd className={cx('ui-nums')}>{formatTwd(v.discount)}</dd>
        {v.financing.estimate && (
          <>
            <dt>每月付款（估）</dt>
            <dd className={cx('ui-nums')}>{formatTwd(v.financing.estimate.monthly)}</dd>
          </>
        )}
        {v.note && (
          <>
            <dt>備註</dt>
            <dd>{v.note}</dd>
          </>
        )}
      </dl>
      <CostTable
        caption={`${v.label}的領牌上路總價與計算依據`}
        lines={v.costs.lines}
        totalLabel="領牌上路總價"
        total={v.total}
        missing="未列入"
      />
      <div className={cx('qt-version-actions')}>
        {current && quote.status !== 'accepted' && <QuoteAccept quote={quote} version={v} />}
        <PdfDownloadButton
          path={`${callTarget('GET /order/quote/v1/{uuid}/pdf', { uuid: quote.uuid }).path}?version=${v.version}`}
          headers={token ? { [TOKEN_HEADER]: token } : {}}
          filename={`${v.number}.pdf`}
          label={`下載${v.label} PDF`}
          failure="報價單 PDF 下載失敗，請稍後再試"
        />
      </div>
    </article>
  );
}
