import 'server-only';
import { existsSync } from 'node:fs';
import type PDFDocument from 'pdfkit';
import { ApiFailure } from '../core/api-failure';

// What the portal's PDFs (the contract, the quote) share: where the Noto CJK fonts are and how a document's
// bytes are gathered. The fonts are Debian's fonts-noto-cjk, which the server needs installed (README);
// CONTRACT_PDF_FONT_DIR points elsewhere.

const FONT_DIR = process.env.CONTRACT_PDF_FONT_DIR || '/usr/share/fonts/opentype/noto';

/** The path of a font of the collection; `missing` is the E00500 message when the server lacks it. */
export function fontPath(file: string, missing: string) {
  const path = `${FONT_DIR}/${file}`;
  if (!existsSync(path)) throw new ApiFailure('E00500', { message: missing });
  return path;
}

/** The document's bytes once it has ended. */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
