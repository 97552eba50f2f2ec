import 'server-only';
import PDFDocument from 'pdfkit';
import type { ContractDocument, ContractDocumentFact } from '@/lib/schemas/contract-text';
import { fontPath, pdfBytes } from './pdf-file';

// The contract's full text as an A4 PDF (pdfkit, which embeds only the glyphs used: a contract's PDF carries a
// few hundred kB of Noto Serif CJK TC, not the 26 MB collection); ./pdf-file finds the font.

const FONTS = {
  regular: { file: 'NotoSerifCJK-Regular.ttc', name: 'NotoSerifCJKtc-Regular' },
  bold: { file: 'NotoSerifCJK-Bold.ttc', name: 'NotoSerifCJKtc-Bold' },
};
/** The embedded font's name as the PDF lists it (pdfkit prefixes a subset tag). */
export const CONTRACT_PDF_FONT = FONTS.regular.name;

const MARGIN = 56;
const INK = '#1a1a1a';
const MUTED = '#555555';

const NO_FONT = '合約 PDF 暫時無法產生（伺服器缺少中文字型），請先於網頁閱讀合約全文';

/** The contract as a PDF: title, parties, vehicle, price, numbered clauses, signatures and 第 n 頁／共 m 頁. */
export function contractPdf(contract: ContractDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${contract.title} ${contract.number}`, Subject: `條款版本 ${contract.termsVersion}` },
    lang: 'zh-TW',
  });
  doc.registerFont('body', fontPath(FONTS.regular.file, NO_FONT), FONTS.regular.name);
  doc.registerFont('bold', fontPath(FONTS.bold.file, NO_FONT), FONTS.bold.name);
  const done = pdfBytes(doc);
  const width = doc.page.width - MARGIN * 2;

  /** A heading, on a new page unless `keep` points of what follows it fit below. */
  const heading = (text: string, size = 12.5, keep = 80) => {
    if (doc.y > doc.page.height - MARGIN - keep) doc.addPage();
    doc.moveDown(0.6).font('bold').fontSize(size).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.25);
  };
  const paragraph = (text: string, indent = 0) =>
    doc
      .font('body')
      .fontSize(10.5)
      .fillColor(INK)
      .text(text, MARGIN + indent, doc.y, { width: width - indent, lineGap: 3, paragraphGap: 4 });
  const facts = (rows: ContractDocumentFact[], labelWidth = 180) => {
    for (const row of rows) {
      if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
      const top = doc.y;
      doc
        .font('body')
        .fontSize(10)
        .fillColor(MUTED)
        .text(row.label, MARGIN + 12, top, { width: labelWidth - 12 });
      const afterLabel = doc.y;
      doc.fillColor(INK).text(row.value, MARGIN + labelWidth, top, { width: width - labelWidth, lineGap: 2 });
      doc.y = Math.max(afterLabel, doc.y) + 3;
    }
  };

  doc.font('bold').fontSize(20).fillColor(INK).text(contract.title, MARGIN, MARGIN, { width, align: 'center', characterSpacing: 4 });
  doc.moveDown(0.4);
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`合約編號 ${contract.number}　｜　合約日期 ${contract.madeOn}　｜　條款版本 ${contract.termsVersion}`, {
      width,
      align: 'center',
    });
  doc.moveDown(0.8);
  paragraph(contract.intro);

  heading('契約當事人');
  for (const party of contract.parties) {
    doc.font('bold').fontSize(10.5).fillColor(INK).text(`${party.role}　${party.name}`, MARGIN, doc.y, { width });
    doc.moveDown(0.15);
    facts(party.facts);
    doc.moveDown(0.2);
  }
  heading('買賣標的');
  facts(contract.subject);
  // The amounts stay on one page.
  heading('價款', 12.5, 40 + contract.prices.length * 20);
  facts(contract.prices);

  heading('契約條款', 14);
  for (const clause of contract.clauses) {
    heading(`${clause.number}　${clause.heading}`, 11.5);
    for (const text of clause.paragraphs) paragraph(text, 12);
  }

  if (doc.y > doc.page.height - MARGIN - 170) doc.addPage();
  heading('立契約書人');
  const top = doc.y + 4;
  const column = (width - 24) / 2;
  contract.signatures.forEach((signature, index) => {
    const left = MARGIN + index * (column + 24);
    doc.font('bold').fontSize(10.5).fillColor(INK).text(signature.role, left, top, { width: column });
    doc
      .font('body')
      .fontSize(10.5)
      .text(signature.name, left, doc.y + 2, { width: column });
    let y = doc.y + 18;
    for (const line of signature.lines) {
      doc.font('body').fontSize(10).fillColor(MUTED).text(line, left, y, { width: column });
      doc
        .moveTo(left + 78, y + 13)
        .lineTo(left + column, y + 13)
        .lineWidth(0.6)
        .strokeColor('#999999')
        .stroke();
      y += 34;
    }
  });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.height - MARGIN + 10;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${contract.title}　${contract.number}`, MARGIN, bottom, { width: width / 2, lineBreak: false })
      .text(`第 ${i + 1} 頁／共 ${range.count} 頁`, MARGIN + width / 2, bottom, { width: width / 2, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

/** The contract's PDF as the API sends it, named by the contract's number. */
export async function contractPdfFile(contract: ContractDocument) {
  const body = await contractPdf(contract);
  return { body: new Uint8Array(body), contentType: 'application/pdf', filename: `${contract.number}.pdf` };
}
