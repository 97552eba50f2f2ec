import type { VehicleFamilySummary } from '@/lib/catalog-types';

/** A family's key specifications as a description list (server-rendered, no client code). */
export function KeySpecs({ specs }: { specs: VehicleFamilySummary['keySpecs'] }) {
  return (
    <dl className="sh-spec-list">
      {specs.map((spec) => (
        <div key={spec.label}>
          <dt className="sh-spec-label">{spec.label}</dt>
          <dd className="sh-spec-value">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
