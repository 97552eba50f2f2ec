import type { VehicleFamilySummary } from '@/lib/schemas/catalog';
import { cx } from '@/lib/theme/cx';

/** A family's key specifications as a description list (server-rendered, no client code). */
export function KeySpecs({ specs }: { specs: VehicleFamilySummary['keySpecs'] }) {
  return (
    <dl className={cx('sh-spec-list')}>
      {specs.map((spec) => (
        <div key={spec.label}>
          <dt className={cx('sh-spec-label')}>{spec.label}</dt>
          <dd className={cx('sh-spec-value')}>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
