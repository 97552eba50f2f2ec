import { CONFIG_STEPS } from '../constants';
import { PREORDER_RESULT_PATH, vehicleInfoPath } from './vehicle.mjs';

// The pre-order's public URLs (TypeScript, beside the plain modules, since they read the configuration steps): its step (the last configuration step with ?preorder=1) and its result page.
export const PREORDER_QUERY = 'preorder';
/** The query of /vehicleowner/preorder-result that names the pre-order shown, so a reload shows it again. */
export const PREORDER_ID_QUERY = 'id';

/** Whether the query's value (a page's search param, or URLSearchParams.get) asks for the pre-order step. */
export const isPreorderQuery = (value: unknown) => value === '1';

export const preorderStepPath = (familyUuid: string) =>
  `${vehicleInfoPath(familyUuid, CONFIG_STEPS[CONFIG_STEPS.length - 1])}?${PREORDER_QUERY}=1`;

/** Whether a path on this site (a returnTo) is a pre-order step. */
export const isPreorderStepPath = (path: string) =>
  isPreorderQuery(new URL(path, 'http://portal.invalid').searchParams.get(PREORDER_QUERY));

export const preorderResultPath = (preorderUuid: string) =>
  `${PREORDER_RESULT_PATH}?${PREORDER_ID_QUERY}=${encodeURIComponent(preorderUuid)}`;
