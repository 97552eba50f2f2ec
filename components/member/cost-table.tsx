import { formatTwd, formatTwdLine } from '@/lib/format/money';
import { DISCOUNT_LABEL } from '@/lib/sale/quote-versions';
import { cx } from '@/lib/theme/cx';
import type { Quote } from '@/store/quote-api';

/** The price on the road line by line, each with its basis, and its total: the estimate's and each dealer version's. */
export function CostTable({
  caption,
  lines,
  totalLabel,
  total,
  missing,
}: {
  caption: string;
  lines: Quote['costs']['lines'];
  totalLabel: string;
  total: number;
  /** What a line without an amount says. */
  missing: string;
}) {
  return (
    <div className={cx('qt-table-frame')}>
      <table className={cx('qt-table')}>
        <caption className={cx('ui-visually-hidden')}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">項目</th>
            <th scope="col" className={cx('qt-amount')}>
              金額
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">
                {line.label === DISCOUNT_LABEL ? <strong>{line.label}</strong> : line.label}
                {line.basis && <span className={cx('qt-basis')}>{line.basis}</span>}
              </th>
              <td className={cx('qt-amount')}>{line.amount === null ? missing : formatTwdLine(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className={cx('qt-total')}>
          <tr>
            <th scope="row">{totalLabel}</th>
            <td className={cx('qt-amount')}>{formatTwd(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
