import { z } from './zh-errors';
import { openingsProblem, POINT_SERVICE_LABELS, POINT_SERVICES } from '@/lib/dealers/points';
import { distanceKm, onTheMap } from '@/lib/geo/projection';
import { townCentroid } from '@/lib/geo/towns';
import { DEALER_CODE_PATTERN, SLUG_PATTERN } from '@/lib/validators/patterns';
import { phoneField, placeField as place, versionField } from './fields';

// A dealer's point as headquarters edits it in the console (services/dealer-point-editing.ts): what the
// public pages show, checked so that the list, the map and "open now" cannot be given something they would
// show wrongly.

/**
 * How far a point may lie from its town's centroid. The largest towns (秀林鄉, 海端鄉) reach about 35 km
 * from theirs; a point further away is a typing slip in its coordinates or its town.
 */
export const POINT_TOWN_REACH_KM = 40;

/** The most test trucks of one family a point keeps for one slot. */
export const MAX_TEST_DRIVE_TRUCKS = 10;

const clock = z.string().max(5);
const day = z.array(z.tuple([clock, clock])).superRefine((openings, context) => {
  const problem = openingsProblem(openings);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const pointFields = {
  name: z.string().trim().min(1, { error: '請輸入據點名稱' }).max(40, { error: '據點名稱不可超過 40 個字' }),
  city: place,
  town: place,
  street: z.string().trim().min(1, { error: '請輸入地址（縣市與鄉鎮市區之後的部分）' }).max(80, { error: '地址不可超過 80 個字' }),
  zip: z
    .string()
    .trim()
    .regex(/^\d{3}(?:\d{2}|\d{3})?$/, { error: '郵遞區號為 3、5 或 6 碼數字' }),
  phone: phoneField,
  latitude: z.number({ error: '請輸入緯度（例如 24.9572）' }).min(-90).max(90),
  longitude: z.number({ error: '請輸入經度（例如 121.2251）' }).min(-180).max(180),
  services: z
    .array(z.enum(POINT_SERVICES, { error: `服務項目只能是${Object.values(POINT_SERVICE_LABELS).join('、')}` }))
    .min(1, { error: '請至少選擇一項服務' })
    .refine((services) => new Set(services).size === services.length, { error: '服務項目重複' }),
  /** Sunday first, as the public schema. */
  hours: z.array(day).length(7, { error: '營業時間要有星期日到星期六共 7 天' }),
  opensOnHolidays: z.boolean(),
  testDriveTrucks: z
    .int({ error: '試乘車數量需為整數' })
    .min(0, { error: '試乘車數量不可為負數' })
    .max(MAX_TEST_DRIVE_TRUCKS, { error: `每個車系最多 ${MAX_TEST_DRIVE_TRUCKS} 輛試乘車` }),
};

type PlaceFields = { city: string; town: string; latitude: number; longitude: number };

/** The town must be one of its city's, and the coordinates on the map and within reach of that town. */
function checkPlace(point: PlaceFields, context: z.RefinementCtx) {
  const centre = townCentroid(point.city, point.town);
  if (!centre) {
    context.addIssue({ code: 'custom', path: ['town'], message: `${point.city}沒有「${point.town}」這個鄉鎮市區` });
    return;
  }
  const at = { lat: point.latitude, lon: point.longitude };
  if (!onTheMap(at)) {
    context.addIssue({ code: 'custom', path: ['latitude'], message: '座標不在臺灣、金門或馬祖，請確認緯度與經度沒有填反' });
    return;
  }
  const km = distanceKm(centre, at);
  if (km > POINT_TOWN_REACH_KM) {
    context.addIssue({
      code: 'custom',
      path: ['latitude'],
      message: `座標距離${point.city}${point.town}約 ${Math.round(km)} 公里，請確認座標或鄉鎮市區`,
    });
  }
}

/** PUT /staff/dealer-points/v1/{slug}: the point's facts as they should be, and the version they were read at. */
export const pointUpdateSchema = z.strictObject({ ...pointFields, version: versionField }).superRefine(checkPlace);

/** POST /staff/dealer-points/v1: a new point of a dealer, under its own address on the site. */
export const pointCreateSchema = z
  .strictObject({
    ...pointFields,
    slug: z.string().trim().regex(SLUG_PATTERN, { error: '網址代稱只能用小寫英文、數字與連字號（例如 taoyuan-zhongli）' }),
    dealerCode: z.string().regex(DEALER_CODE_PATTERN, { error: '請選擇經銷商' }),
  })
  .superRefine(checkPlace);

export type PointUpdateInput = z.infer<typeof pointUpdateSchema>;
export type PointCreateInput = z.infer<typeof pointCreateSchema>;
