import type { VehicleFamilyDetail } from '@/lib/catalog-types';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { COMPONENT_KEYS } from '@/lib/catalog-types';
import { formatTwd } from '@/lib/money';

/** Every orderable vehicle of a family with its six components and price (NT$, tax included). */
export function VehicleTable({ family }: { family: VehicleFamilyDetail }) {
  return (
    <div className="sh-table-wrap" tabIndex={0} role="region" aria-label={`${family.name} 車型與售價`}>
      <table className="sh-table">
        <thead>
          <tr>
            {COMPONENT_KEYS.map((key) => (
              <th key={key} scope="col">
                {COMPONENT_LABELS[key]}
              </th>
            ))}
            <th scope="col" className="sh-num">
              售價（含稅）
            </th>
          </tr>
        </thead>
        <tbody>
          {family.vehicles.map((vehicle) => (
            <tr key={vehicle.uuid}>
              {COMPONENT_KEYS.map((key) => (
                <td key={key}>{formatComponent(key, vehicle[key])}</td>
              ))}
              <td className="sh-num">{formatTwd(vehicle.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
