import type { ReactNode } from 'react';
import { cx, recipe } from '@/lib/theme/cx';

/**
 * The record's number, large, with its status: what a person (and a printed page) looks for first.
 * A heading, so a screen reader's list of headings names the record too.
 */
export function RecordHeading({ label, number, badge }: { label: string; number: string; badge?: ReactNode }) {
  return (
    <div className={cx('ui-wrap-3', 'ui-between')}>
      <h2 className={cx(recipe('heading', { size: 'xl' }), 'pu-record-title')}>
        <span className={cx('pu-record-label')}>{label}</span>{' '}
        <span className={cx('pu-record-number')} data-testid="record-number">
          {number}
        </span>
      </h2>
      {badge}
    </div>
  );
}
