import * as z from 'zod';
import { CLOCK_PATTERN, POINT_SERVICE_LABELS, POINT_SERVICES } from '@/lib/dealers/points';
import { DATE_TIME, SLUG } from './data-fields';
import { placeField as place } from './fields';

// The dealers' points (據點) as the API answers them (services/dealer-points.ts), and the list's filter.

/** /dealers and GET /dealer/point/v1: a city, a town of it, a service; each optional. */
export const pointListQuery = z
  .strictObject({
    city: place.optional(),
    town: place.optional(),
    service: z.enum(POINT_SERVICES, { error: `服務項目只能是${Object.values(POINT_SERVICE_LABELS).join('、')}` }).optional(),
  })
  // A town counts only with its city: 東區 is a town of three cities.
  .refine((query) => !query.town || query.city, { error: '請先選擇縣市，再選擇鄉鎮市區', path: ['city'] });

const opening = z.tuple([z.string().regex(CLOCK_PATTERN), z.string().regex(CLOCK_PATTERN)]);

export const pointSchema = z.object({
  slug: SLUG,
  name: z.string(),
  dealerName: z.string(),
  city: z.string(),
  town: z.string(),
  street: z.string(),
  zip: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  services: z.array(z.enum(POINT_SERVICES)),
  /** Sunday first; a day without openings is closed. */
  hours: z.array(z.array(opening)).length(7),
  opensOnHolidays: z.boolean(),
  /** It sells and keeps test trucks: /test-drive books drives here. */
  testDrives: z.boolean(),
  updatedAt: DATE_TIME,
});

export type Point = z.infer<typeof pointSchema>;
export type PointListQuery = z.infer<typeof pointListQuery>;

/** A point as the console edits it: what the site shows, its dealer and the version the editor read. */
export const staffPointSchema = pointSchema.extend({
  dealerCode: z.string(),
  /** Test trucks of each family a slot may take (預約試乘); 0: no test drives here. */
  testDriveTrucks: z.number().int().min(0),
  version: z.number().int().min(1),
});
export const staffPointsSchema = z.array(staffPointSchema);
export type StaffPoint = z.infer<typeof staffPointSchema>;
/** S00409 of a point's edit: the point as it is now. */
export const staffPointChangedSchema = z.strictObject({ record: staffPointSchema });
