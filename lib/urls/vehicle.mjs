// @ts-check
// 成為車主: a family's page, its configurator steps and the pages after a pre-order.
import { VEHICLE_OWNER_PATH } from './site.mjs';

/** The public form with a dash before the family's id (docs/product.md, Pages); lib/urls/routing.mjs rewrites it to a folder. */
export const VEHICLE_INFO_PREFIX = `${VEHICLE_OWNER_PATH}/info-`;
export const PREORDER_RESULT_PATH = `${VEHICLE_OWNER_PATH}/preorder-result`;
export const PREORDER_DONE_PATH = `${VEHICLE_OWNER_PATH}/preorder-done`;

/** @param {string} familyUuid @param {import('../constants').ConfigStep} [step] */
export const vehicleInfoPath = (familyUuid, step) => `${VEHICLE_INFO_PREFIX}${familyUuid}${step ? `/${step}` : ''}`;

/** Configurations side by side: each item a family's id and a share link's text (lib/configurator/share.ts). */
export const COMPARE_PATH = `${VEHICLE_OWNER_PATH}/compare`;
/** The query parameter, repeated, that names one configuration to compare: `{familyUuid}.{text}`. */
export const COMPARE_ITEM = 'item';
export const comparePath = (/** @type {{ familyUuid: string; code: string }[]} */ items) =>
  `${COMPARE_PATH}?${items.map(({ familyUuid, code }) => `${COMPARE_ITEM}=${familyUuid}.${code}`).join('&')}`;
