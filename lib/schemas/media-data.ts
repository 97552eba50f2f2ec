import * as z from 'zod';
import { MEDIA_FORMATS } from '@/lib/content/media-path';
import { DATE_TIME, keysOf } from './data-fields';

// What the upload call answers (docs/staff-api.md): where the picture now answers and what it is.
const UPLOADED = {
  url: z.string().regex(/^\/media\/[0-9a-f]{32}-\d+x\d+\.(jpg|png|webp)$/),
  width: z.int().min(1),
  height: z.int().min(1),
  format: keysOf(MEDIA_FORMATS),
  bytes: z.int().min(1),
  alt: z.string(),
  /** Where its subject is, in % from the left and the top: frames are cut around it. */
  focusX: z.int().min(0).max(100),
  focusY: z.int().min(0).max(100),
};
export const mediaUploadedSchema = z.strictObject(UPLOADED);
export type MediaUploaded = z.infer<typeof mediaUploadedSchema>;

/** The library: the pictures uploaded, newest first, to be chosen again (each use carries its own words). */
export const mediaLibrarySchema = z.array(z.strictObject({ ...UPLOADED, uploadedAt: DATE_TIME }));
export type MediaLibraryItem = z.infer<typeof mediaLibrarySchema>[number];
