// Where an uploaded picture answers (issue 20): /media/{first 32 hex digits of its SHA-256}-{width}x{height}.{ext}.
// The name is its content, so it never changes and may be cached for a year; the size in it gives
// every <img> its width and height without asking the database (no layout shift).

export const MEDIA_PREFIX = '/media/';
export const MEDIA_FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
export type MediaFormat = keyof typeof MEDIA_FORMATS;

const NAME = /^([0-9a-f]{32})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png|webp)$/;

export interface MediaName {
  name: string;
  width: number;
  height: number;
  format: MediaFormat;
}

export const mediaName = (hash: string, width: number, height: number, format: MediaFormat) =>
  `${hash.slice(0, 32)}-${width}x${height}.${MEDIA_FORMATS[format]}`;

/** A stored picture's file name, read; null for any other name. */
export function parseMediaName(name: string): MediaName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const format = (Object.keys(MEDIA_FORMATS) as MediaFormat[]).find((key) => MEDIA_FORMATS[key] === match[4])!;
  return { name, width: Number(match[2]), height: Number(match[3]), format };
}

/** An address of an uploaded picture on this site, read; null for anything else. */
export const parseMediaPath = (path: string) => (path.startsWith(MEDIA_PREFIX) ? parseMediaName(path.slice(MEDIA_PREFIX.length)) : null);

export const mediaPath = (name: string) => `${MEDIA_PREFIX}${name}`;

/**
 * An uploaded picture's address inside any text, its name captured: in this syntax both for JavaScript and for
 * PostgreSQL's regular expressions (the housekeeping looks for it in every record, services/media-sweep.ts).
 */
export const MEDIA_PATH_IN_TEXT = String.raw`/media/([0-9a-f]{32}-\d{1,5}x\d{1,5}\.(?:jpg|png|webp))`;

/** The uploaded pictures a text points at (a Markdown body's images), each once. */
export const mediaNamesIn = (text: string) => [
  ...new Set(Array.from(text.matchAll(new RegExp(MEDIA_PATH_IN_TEXT, 'g')), (match) => match[1])),
];
