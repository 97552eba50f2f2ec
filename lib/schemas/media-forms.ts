import { z } from './zh-errors';
import { parseMediaPath } from '@/lib/content/media-path';
import { FOCUS_MAX, FOCUS_MIN } from '@/lib/content/picture-focus';
import { ALT_MAX_LENGTH, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@/lib/content/upload-limits';
import { CHOOSE_PICTURE } from '@/lib/words/staff';

// An uploaded picture and the words that go with it (issue 20): the upload call's body, and the fields
// that point at a picture, for the console's forms and the routes alike.

export const altText = z
  .string()
  .trim()
  .min(1, { error: UPLOAD_MESSAGES.alt })
  .max(ALT_MAX_LENGTH, { error: `替代文字不可超過 ${ALT_MAX_LENGTH} 個字` });

/** Base64 of at most UPLOAD_MAX_BYTES: four characters for every three bytes. */
const BASE64_MAX_LENGTH = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;

/** A focus coordinate: a whole percentage of the picture's width or height. */
const focus = z
  .int({ error: '焦點須為 0 到 100 的整數' })
  .min(FOCUS_MIN, { error: '焦點須為 0 到 100 的整數' })
  .max(FOCUS_MAX, { error: '焦點須為 0 到 100 的整數' });

export const mediaUploadSchema = z.strictObject({
  alt: altText,
  /** Where the picture's subject is, in % from the left and the top; the centre when left out of a new picture, kept when left out of one uploaded before. */
  focusX: focus.optional(),
  focusY: focus.optional(),
  /** The file's bytes in base64 (RFC 4648, with padding). */
  data: z
    .string()
    .min(1, { error: CHOOSE_PICTURE })
    .max(BASE64_MAX_LENGTH, { error: UPLOAD_MESSAGES.bytes })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: '圖檔資料不是 base64' }),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/** The address of a picture uploaded to this site. */
export const isMediaPath = (value: string) => parseMediaPath(value) !== null;
