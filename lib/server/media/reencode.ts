import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { MediaFormat } from '@/lib/content/media-path';
import {
  STORED_MAX_EDGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MESSAGES,
  UPLOAD_MIN_HEIGHT,
  UPLOAD_MIN_WIDTH,
} from '@/lib/content/upload-limits';

// An uploaded picture, decoded and encoded again by libvips (sharp): what is stored is only pixels,
// turned upright, without EXIF, GPS, XMP or ICC data, at most STORED_MAX_EDGE on a side, in its own
// format. The file's first bytes decide what it is, never its name or the browser's word.

export interface Reencoded {
  bytes: Buffer;
  width: number;
  height: number;
  format: MediaFormat;
}

export class PictureRefused extends Error {}

function sniff(input: Buffer): MediaFormat | null {
  if (input.length < 12) return null;
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7 }),
  webp: (image) => image.webp({ quality: 82 }),
};

/** EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height. */
const upright = (meta: Metadata) =>
  (meta.orientation ?? 1) >= 5
    ? { width: meta.height ?? 0, height: meta.width ?? 0 }
    : { width: meta.width ?? 0, height: meta.height ?? 0 };

/** The picture as it will be stored; PictureRefused with the reason in words when it cannot be. */
export async function reencode(input: Buffer): Promise<Reencoded> {
  if (input.length > UPLOAD_MAX_BYTES) throw new PictureRefused(UPLOAD_MESSAGES.bytes);
  const format = sniff(input);
  if (!format) throw new PictureRefused(UPLOAD_MESSAGES.type);
  const open = () => sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).timeout({ seconds: 20 });
  let meta: Metadata;
  try {
    // The header alone, read without the pixel limit, so that a picture too large is told so.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRefused(UPLOAD_MESSAGES.broken);
  }
  if (meta.format !== format) throw new PictureRefused(UPLOAD_MESSAGES.type);
  const { width, height } = upright(meta);
  if (width * height > UPLOAD_MAX_PIXELS) throw new PictureRefused(UPLOAD_MESSAGES.pixels);
  if (width < UPLOAD_MIN_WIDTH || height < UPLOAD_MIN_HEIGHT) throw new PictureRefused(UPLOAD_MESSAGES.small);
  let stored: Reencoded;
  try {
    const image = open().rotate().resize({ width: STORED_MAX_EDGE, height: STORED_MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
    stored = { bytes: data, width: info.width, height: info.height, format };
  } catch {
    throw new PictureRefused(UPLOAD_MESSAGES.broken);
  }
  // A strip (200000 × 100) fits 2400 px only as a line: judged again as it will be stored.
  if (stored.width < UPLOAD_MIN_WIDTH || stored.height < UPLOAD_MIN_HEIGHT) throw new PictureRefused(UPLOAD_MESSAGES.small);
  return stored;
}
