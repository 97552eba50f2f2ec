import type { CompareGroup } from '@/lib/configurator/compare';
import { cx } from '@/lib/theme/cx';

/**
 * Configurations side by side (server-rendered): a row per fact, a column per configuration. A row whose
 * values differ carries the word 不同 and a bar at its start, never the colour alone. On a phone the
 * table scrolls sideways in its frame with the facts' names kept in view.
 */
export function CompareTable({ headings, groups }: { headings: string[]; groups: CompareGroup[] }) {
  const differing = groups.flatMap((group) => group.rows).filter((row) => row.differs).length;
  return (
    <>
      <p className={cx('ui-muted')} role="note">
        {differing > 0 ? `共有 ${differing} 項不同，以「不同」標示。` : '這幾組配置的每一項都相同。'}
      </p>
      <div className={cx('sv-table-frame')} tabIndex={0} role="region" aria-label="配置比較表（可左右捲動）">
        <table className={cx('sv-table')}>
          <caption className={cx('ui-visually-hidden')}>配置比較，{headings.length} 組並排</caption>
          <thead>
            <tr>
              <td />
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.title}>
              <tr className={cx('sv-group')}>
                <th scope="colgroup" colSpan={headings.length + 1}>
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.label} className={row.differs ? cx('sv-differs') : undefined}>
                  <th scope="row">
                    {row.label}
                    {row.differs && <span className={cx('sv-differs-mark')}>不同</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={index}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
