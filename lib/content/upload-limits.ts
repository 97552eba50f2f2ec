// What an uploaded picture may be (issue 20): the editor checks these before sending, the server again
// (lib/server/media/reencode.ts), with the same words.

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size: a small file may unpack to a huge bitmap. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_MIN_WIDTH = 200;
export const UPLOAD_MIN_HEIGHT = 100;
/** A larger picture is scaled down to fit this square; a smaller one keeps its size. */
export const STORED_MAX_EDGE = 2400;
export const ALT_MAX_LENGTH = 150;

export const UPLOAD_MESSAGES = {
  type: '只接受 JPEG、PNG 或 WebP 圖檔',
  bytes: '圖檔不可超過 5 MB',
  pixels: '圖片過大：寬乘高不可超過 4,000 萬像素',
  small: `圖片至少需 ${UPLOAD_MIN_WIDTH} × ${UPLOAD_MIN_HEIGHT} 像素`,
  broken: '圖檔已損毀或無法讀取，請換一個檔案',
  alt: '請填寫替代文字（說明圖片內容，供無法看到圖片的讀者使用）',
} as const;

/** Why a chosen file cannot be sent, judged by what the browser knows before reading it; null if it may go. */
export function fileRefusal(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.type;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.bytes;
  return null;
}
