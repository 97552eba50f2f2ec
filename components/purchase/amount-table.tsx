import type { ReactNode } from 'react';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';

export interface AmountRow {
  key?: string;
  label: ReactNode;
  /** NT$ when a number; a text (e.g. a quantity) as it is. */
  value: number | string;
  strong?: boolean;
}

/** Amounts as a two-column table: what, then how much. */
export function AmountTable({ caption, rows }: { caption: string; rows: AmountRow[] }) {
  return (
    <table className={cx('pu-amounts')}>
      <caption className={cx('ui-visually-hidden')}>{caption}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={row.key ?? (typeof row.label === 'string' ? row.label : index)}
            className={cx('pu-amount-row', row.strong && 'pu-amount-total')}
          >
            <th scope="row" className={cx('pu-amount-label')}>
              {row.label}
            </th>
            <td className={cx('pu-amount-value')}>{typeof row.value === 'number' ? formatTwd(row.value) : row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
