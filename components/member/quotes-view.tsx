'use client';

import { LoadError, LoadingState } from '@/components/purchase/query-states';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { formatDateTime } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { quotePath } from '@/lib/urls/member.mjs';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { ASK_FOR_QUOTE, MY_QUOTES } from '@/lib/words/vehicle';
import { useQuotesQuery } from '@/store/quote-api';

/** 報價單: the member's quotes, newest first, each opening its estimate. */
export function QuotesView() {
  const { data, isLoading, isError, refetch } = useQuotesQuery();
  if (isLoading && !data) return <LoadingState label="正在載入您的報價單…" />;
  if (isError || !data) return <LoadError message="目前無法載入您的報價單。" onRetry={() => void refetch()} />;
  if (data.length === 0)
    return (
      <p className={cx('qt-view')}>
        還沒有報價單。到
        <NextLink href={VEHICLE_OWNER_PATH} className={cx('ui-text-link', 'ui-inline-gap')}>
          成為車主
        </NextLink>
        選一個車系，在任一步驟按「{ASK_FOR_QUOTE}」即可。
      </p>
    );
  return (
    <div className={cx('qt-view')}>
      <div className={cx('qt-table-frame')} tabIndex={0} role="region" aria-label={MY_QUOTES}>
        <table className={cx('qt-list-table')}>
          <thead>
            <tr>
              <th scope="col">單號</th>
              <th scope="col">日期</th>
              <th scope="col">車系</th>
              <th scope="col">據點</th>
              <th scope="col" className={cx('qt-amount')}>
                估計總價
              </th>
              <th scope="col">狀態</th>
            </tr>
          </thead>
          <tbody>
            {data.map((quote) => (
              <tr key={quote.uuid}>
                <th scope="row">
                  <NextLink href={quotePath(quote.uuid)} className={cx('ui-text-link')}>
                    {quote.number}
                  </NextLink>
                </th>
                <td>{formatDateTime(quote.createdAt)}</td>
                <td>{quote.familyName}</td>
                <td>{quote.point.name}</td>
                <td className={cx('qt-amount')}>{formatTwd(quote.total)}</td>
                <td>{quote.statusLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
