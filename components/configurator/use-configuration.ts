'use client';

import { useMemo } from 'react';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { evaluateOrder } from '@/lib/sale/pricing';
import { orderSelectionOf } from '@/store/configurator';
import { useAppSelector } from '@/store/hooks';

/**
 * The current selection of this family, priced by the one rule module the server also uses, against
 * the catalog in the store when it is this family's (it is loaded again after a refusal).
 */
export function useConfiguration(page: VehicleFamilyDetail) {
  const order = useAppSelector((state) => state.vehicleOrder);
  const family = order.vehicleObject?.uuid === page.uuid ? order.vehicleObject : page;
  const selection = orderSelectionOf(order);
  const evaluation = useMemo(
    () => evaluateOrder(family, selection),
    // The selection object is new on every render; its values are what the evaluation depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      family,
      selection.vehicleUuid,
      selection.colorUuid,
      selection.colorMaterialUuid,
      selection.originPartUuids,
      selection.localPartUuids,
      selection.quantity,
    ],
  );
  const vehicle = family.vehicles.find((candidate) => candidate.uuid === order.selectedVehicle) ?? null;
  const color = family.colors.find((candidate) => candidate.uuid === order.selectedColor) ?? null;
  const material = color?.materials.find((candidate) => candidate.uuid === order.selectedColorMaterial) ?? null;
  const localParts = family.localCarParts.filter((part) => order.selectedLocal.includes(part.uuid));
  return { family, order, selection, evaluation, vehicle, color, material, localParts };
}
