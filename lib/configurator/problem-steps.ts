import type { OrderProblem } from '../sale/pricing';
import type { ConfigStep } from '../constants';

/** The step where a person fixes a problem of the order (null: on the pre-order step itself). */
export const PROBLEM_STEP: Record<OrderProblem['field'], ConfigStep | null> = {
  vehicleUuid: 'components',
  colorUuid: 'color',
  colorMaterialUuid: 'color',
  originPartUuids: 'carParts',
  localPartUuids: 'localCarParts',
  quantity: null,
};
