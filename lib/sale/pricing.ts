import type { CarPart, Vehicle, VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { FrozenConfiguration, PriceBreakdown, PriceLine } from '@/lib/schemas/purchases';
import { MAX_ORDER_TOTAL, MAX_ORDER_TOTAL_MESSAGE } from '../format/money';

export type { FrozenConfiguration, PriceBreakdown, PriceLine };

/**
 * The price and orderability rule. The configurator runs it for the live price; the server runs it
 * again on every pre-order against the catalog as it is then, and never trusts a client price.
 * Prices are NT$ with the 5% business tax included.
 */
export const DEPOSIT_RATE = 0.05;
/** The deposit is rounded up to whole thousands of NT$. */
export const DEPOSIT_ROUNDING = 1000;

export interface OrderSelection {
  vehicleUuid: string | null;
  colorUuid: string | null;
  colorMaterialUuid: string | null;
  originPartUuids: readonly string[];
  localPartUuids: readonly string[];
  quantity: number;
}

export interface OrderProblem {
  field: keyof OrderSelection;
  message: string;
  /** An amount beyond lib/format/money.ts's limits: bad input (V00001), not a choice the catalog no longer offers (O00001). */
  beyondLimit?: true;
}

export interface OrderEvaluation {
  problems: OrderProblem[];
  price: PriceBreakdown;
  /** Present only when there is no problem. */
  configuration: FrozenConfiguration | null;
}

export const depositFor = (total: number) => Math.ceil((total * DEPOSIT_RATE) / DEPOSIT_ROUNDING) * DEPOSIT_ROUNDING;

function pickParts(
  catalog: CarPart[],
  uuids: readonly string[],
  field: 'originPartUuids' | 'localPartUuids',
  vehicle: Vehicle | undefined,
  problems: OrderProblem[],
): CarPart[] {
  const chosen: CarPart[] = [];
  const unique = new Set(uuids);
  if (unique.size !== uuids.length) problems.push({ field, message: '配件不可重複選擇' });
  for (const uuid of unique) {
    const part = catalog.find((candidate) => candidate.uuid === uuid);
    if (!part) {
      problems.push({ field, message: '所選配件已停售或不屬於此車系，請重新選擇' });
      continue;
    }
    if (vehicle && part.minWheelBase !== null && vehicle.wheelBase < part.minWheelBase) {
      problems.push({ field, message: `「${part.name}」需要軸距 ${part.minWheelBase} mm 以上的車型` });
    }
    const rival = part.exclusiveGroup ? chosen.find((other) => other.exclusiveGroup === part.exclusiveGroup) : undefined;
    if (rival) problems.push({ field, message: `「${rival.name}」與「${part.name}」只能擇一` });
    chosen.push(part);
  }
  return chosen;
}

/** The line a vehicle, a paint or a part adds to a price: what the summary, the pre-order and the notices of a change call it. */
export const vehicleLine = (family: Pick<VehicleFamilyDetail, 'name'>, vehicle: Vehicle): PriceLine => ({
  kind: 'vehicle',
  uuid: vehicle.uuid,
  label: `${family.name} ${vehicle.hp} hp`,
  amount: vehicle.price,
});
export const paintLine = (color: { name: string }, material: { uuid: string; name: string; surcharge: number }): PriceLine => ({
  kind: 'paint',
  uuid: material.uuid,
  label: `${color.name}（${material.name}）`,
  amount: material.surcharge,
});
export const partLine = (kind: 'origin-part' | 'local-part', part: CarPart): PriceLine => ({
  kind,
  uuid: part.uuid,
  label: part.name,
  amount: part.price,
});

/** Every line the family offers now, by id: what a kept configuration is compared with when it is opened again. */
export function offeredLines(family: VehicleFamilyDetail): Map<string, PriceLine> {
  const lines = [
    ...family.vehicles.map((vehicle) => vehicleLine(family, vehicle)),
    ...family.colors.flatMap((color) => color.materials.map((material) => paintLine(color, material))),
    ...family.carParts.map((part) => partLine('origin-part', part)),
    ...family.localCarParts.map((part) => partLine('local-part', part)),
  ];
  return new Map(lines.map((line) => [line.uuid, line]));
}

/** Prices a selection against a family's catalog and lists every reason it cannot be ordered. */
export function evaluateOrder(family: VehicleFamilyDetail, selection: OrderSelection): OrderEvaluation {
  const problems: OrderProblem[] = [];
  const vehicle = family.vehicles.find((candidate) => candidate.uuid === selection.vehicleUuid);
  if (!vehicle) problems.push({ field: 'vehicleUuid', message: selection.vehicleUuid ? '所選車型已停售，請重新選擇' : '請選擇車型' });

  const color = family.colors.find((candidate) => candidate.uuid === selection.colorUuid);
  if (!color) problems.push({ field: 'colorUuid', message: selection.colorUuid ? '所選顏色已停售，請重新選擇' : '請選擇顏色' });
  const material = color?.materials.find((candidate) => candidate.uuid === selection.colorMaterialUuid);
  if (color && !material) {
    problems.push({ field: 'colorMaterialUuid', message: selection.colorMaterialUuid ? '所選烤漆不適用此顏色' : '請選擇烤漆' });
  }

  const origin = pickParts(family.carParts, selection.originPartUuids, 'originPartUuids', vehicle, problems);
  const local = pickParts(family.localCarParts, selection.localPartUuids, 'localPartUuids', vehicle, problems);

  const quantity = selection.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > family.maxQuantity) {
    problems.push({ field: 'quantity', message: `此車系每筆預購數量為 1 至 ${family.maxQuantity} 台` });
  }

  const lines: PriceLine[] = [
    ...(vehicle ? [vehicleLine(family, vehicle)] : []),
    ...(material && color ? [paintLine(color, material)] : []),
    ...origin.map((part) => partLine('origin-part', part)),
    ...local.map((part) => partLine('local-part', part)),
  ];
  const unitPrice = lines.reduce((sum, line) => sum + line.amount, 0);
  const count = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  const total = unitPrice * count;
  const price: PriceBreakdown = { currency: 'TWD', lines, unitPrice, quantity: count, total, deposit: depositFor(total) };
  // A quantity already refused says enough about it.
  if (total > MAX_ORDER_TOTAL && !problems.some((problem) => problem.field === 'quantity'))
    problems.push({ field: 'quantity', message: MAX_ORDER_TOTAL_MESSAGE, beyondLimit: true });

  const configuration =
    problems.length === 0 && vehicle && color && material
      ? {
          family: { uuid: family.uuid, name: family.name, series: family.series },
          vehicle,
          color: { uuid: color.uuid, name: color.name, hex: color.hex },
          colorMaterial: material,
          originParts: origin.map(({ uuid, name, price: amount }) => ({ uuid, name, price: amount })),
          localParts: local.map(({ uuid, name, price: amount }) => ({ uuid, name, price: amount })),
        }
      : null;
  return { problems, price, configuration };
}
