'use client';

import { formatDate } from '@/lib/format/dates';
import { cx } from '@/lib/theme/cx';
import { useTimelineQuery } from '@/store/purchase-api';
import { Section } from './section';

/**
 * 進度紀錄: what happened to a pre-order and its contract, oldest first, with each moved date, its
 * old and new day and the reason, so the member sees honest dates rather than a date that slips.
 */
export function PurchaseHistory({ preorderUuid }: { preorderUuid: string }) {
  const { data, isError } = useTimelineQuery(preorderUuid);
  return (
    <Section title="進度紀錄">
      {isError && <p className={cx('ui-error-text')}>無法載入進度紀錄，請稍後再試。</p>}
      {!data && !isError && (
        <p className={cx('ui-muted')} role="status">
          正在載入進度紀錄…
        </p>
      )}
      {data && (
        <ol className={cx('pu-history')}>
          {data.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={cx('pu-history-entry')}>
              <span className={cx('ui-muted', 'ui-nums')}>
                <time dateTime={entry.at}>{formatDate(entry.at)}</time>
              </span>
              <div>
                <p className={cx('ui-strong')}>{entry.title}</p>
                {entry.detail && <p className={cx('pu-history-detail')}>{entry.detail}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
