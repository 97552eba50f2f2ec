import type { ReactNode } from 'react';
import { cx, recipe } from '@/lib/theme/cx';
import { FactList, type Fact } from './fact-list';
import { RecordLinks, type RecordLink } from './record-links';

/** One pre-order or contract in its list: the title with its status, the key facts, its pages. */
export function RecordCard({
  title,
  number,
  badge,
  facts,
  links,
}: {
  title: string;
  number: string;
  badge: ReactNode;
  facts: Array<Fact | false>;
  links: RecordLink[];
}) {
  return (
    <li className={cx('pu-card')}>
      <div className={cx('pu-card-head')}>
        <h3 className={recipe('heading', { size: 'md' })}>
          {title} {number}
        </h3>
        {badge}
      </div>
      <FactList size="sm" facts={facts} />
      <div className={cx('pu-card-links')}>
        <RecordLinks links={links} of={number} />
      </div>
    </li>
  );
}
