import type { ReactNode } from 'react';
import { cx, slot } from '@/lib/theme/cx';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; a pair left out (false or null) is skipped. */
export function FactList({ facts, size = 'md' }: { facts: Array<Fact | false | null | undefined>; size?: 'sm' | 'md' }) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact));
  const look = { orientation: 'horizontal', size, variant: 'subtle' } as const;
  return (
    <dl className={cx(slot('dataList', 'root', look), 'pu-facts')}>
      {shown.map((fact) => (
        <div key={fact.label} className={cx(slot('dataList', 'item', look), 'pu-fact')}>
          <dt className={cx(slot('dataList', 'itemLabel', look), 'pu-fact-label')}>{fact.label}</dt>
          <dd className={cx(slot('dataList', 'itemValue', look), 'pu-fact-value')}>
            {fact.value === '' || fact.value == null ? '—' : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
