import * as z from 'zod';
import { MEDIA_FORMATS } from '@/lib/content/media-path';
import { keysOf } from './data-fields';

// What the upload call answers (docs/staff-api.md): where the picture now answers and what it is.
export const mediaUploadedSchema = z.strictObject({
  url: z.string().regex(/^\/media\/[0-9a-f]{32}-\d+x\d+\.(jpg|png|webp)$/),
  width: z.int().min(1),
  height: z.int().min(1),
  format: keysOf(MEDIA_FORMATS),
  bytes: z.int().min(1),
  alt: z.string(),
});
export type MediaUploaded = z.infer<typeof mediaUploadedSchema>;
