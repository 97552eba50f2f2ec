import 'server-only';
import PDFDocument from 'pdfkit';
import { formatTwd, formatTwdLine } from '@/lib/format/money';
import { ESTIMATE_VALIDITY, type QuoteDocument } from './quote-document';
import { fontPath, pdfBytes } from './pdf-file';

// 報價單 as an A4 PDF (pdfkit, embedding only the glyphs used of Noto Sans CJK TC, as the contract's PDF does
// with the serif): the parties and the validity, the configuration, the price on the road with each line's
// basis, the financing and its full repayment table (its header repeated on every page it runs to), the
// terms, and on every page the quote's number and 第 n / N 頁.

const FONTS = {
  regular: { file: 'NotoSansCJK-Regular.ttc', name: 'NotoSansCJKtc-Regular' },
  bold: { file: 'NotoSansCJK-Bold.ttc', name: 'NotoSansCJKtc-Bold' },
};
/** The embedded font's name as the PDF lists it (pdfkit prefixes a subset tag). */
export const QUOTE_PDF_FONT = FONTS.regular.name;
const NO_FONT = '報價單 PDF 暫時無法產生（伺服器缺少中文字型），請先於網頁查看報價內容';

const MARGIN = 48;
const FOOTER = 30;
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#c8c8c8';
const SHADE = '#f1f3f5';
const ACCENT = '#9a5b00';
const CELL_PAD = 4;

type Doc = InstanceType<typeof PDFDocument>;
interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}
/** A cell's text, and a smaller muted line under it (a cost's basis). */
type Cell = string | { text: string; sub: string };
interface Row {
  cells: Cell[];
  strong?: boolean;
  shade?: boolean;
}

/** The bottom of the writing area, above the footer. */
const bottomOf = (doc: Doc) => doc.page.height - MARGIN - FOOTER;

function cellHeight(doc: Doc, cell: Cell, width: number, strong: boolean) {
  const text = typeof cell === 'string' ? cell : cell.text;
  let height = doc
    .font(strong ? 'bold' : 'body')
    .fontSize(9.5)
    .heightOfString(text, { width });
  if (typeof cell !== 'string' && cell.sub) height += 2 + doc.font('body').fontSize(8).heightOfString(cell.sub, { width, lineGap: 1 });
  return height;
}

/** A table whose rows never split, its header repeated at the top of each page it runs onto. */
function table(doc: Doc, columns: Column[], rows: Row[]) {
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const header = () => {
    const top = doc.y;
    doc.rect(left, top, right - left, 18).fill(SHADE);
    let x = left;
    for (const column of columns) {
      doc
        .font('bold')
        .fontSize(9)
        .fillColor(MUTED)
        .text(column.title, x + CELL_PAD, top + 4, { width: column.width - CELL_PAD * 2, align: column.align ?? 'left', lineBreak: false });
      x += column.width;
    }
    doc.y = top + 18;
  };
  header();
  const heights = rows.map(
    (row) =>
      Math.max(...row.cells.map((cell, i) => cellHeight(doc, cell, columns[i].width - CELL_PAD * 2, row.strong ?? false))) + CELL_PAD * 2,
  );
  rows.forEach((row, index) => {
    const strong = row.strong ?? false;
    const height = heights[index];
    // The last row (a total) never stands alone at the top of a page: the row before it goes along.
    const keep = index === rows.length - 2 ? heights[index + 1] : 0;
    if (doc.y + height + keep > bottomOf(doc)) {
      doc.addPage();
      header();
    }
    const top = doc.y;
    if (row.shade) doc.rect(left, top, right - left, height).fill(SHADE);
    let x = left;
    row.cells.forEach((cell, i) => {
      const { width, align = 'left' } = columns[i];
      const text = typeof cell === 'string' ? cell : cell.text;
      doc
        .font(strong ? 'bold' : 'body')
        .fontSize(9.5)
        .fillColor(INK)
        .text(text, x + CELL_PAD, top + CELL_PAD, { width: width - CELL_PAD * 2, align });
      if (typeof cell !== 'string' && cell.sub)
        doc
          .font('body')
          .fontSize(8)
          .fillColor(MUTED)
          .text(cell.sub, x + CELL_PAD, doc.y + 2, { width: width - CELL_PAD * 2, align, lineGap: 1 });
      x += width;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(right, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + height;
  });
  doc.x = MARGIN;
}

/** The quote as a PDF: see the header of this file. */
export function quotePdf(quote: QuoteDocument): Promise<Buffer> {
  const estimate = quote.version === null;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `報價單 ${quote.number}${estimate ? '（網站估價）' : ` 第 ${quote.version} 版`}`, Subject: quote.dealer.name },
    lang: 'zh-TW',
  });
  doc.registerFont('body', fontPath(FONTS.regular.file, NO_FONT), FONTS.regular.name);
  doc.registerFont('bold', fontPath(FONTS.bold.file, NO_FONT), FONTS.bold.name);
  const done = pdfBytes(doc);
  const width = doc.page.width - MARGIN * 2;
  const amountWidth = 112;

  /** A section's heading, on a new page unless `keep` points of what follows fit below it. */
  const heading = (text: string, keep = 90) => {
    if (doc.y + keep > bottomOf(doc)) doc.addPage();
    doc.moveDown(0.9).font('bold').fontSize(12).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  /** Label and value pairs in a column of `columnWidth` at `left`; answers the bottom. */
  const facts = (rows: { label: string; value: string }[], left: number, top: number, columnWidth: number, labelWidth = 62) => {
    let y = top;
    for (const row of rows) {
      doc.font('body').fontSize(9.5).fillColor(MUTED).text(row.label, left, y, { width: labelWidth, lineBreak: false });
      doc.fillColor(INK).text(row.value, left + labelWidth, y, { width: columnWidth - labelWidth, lineGap: 1 });
      y = doc.y + 3;
    }
    return y;
  };

  // Title, number and date.
  doc.font('bold').fontSize(22).fillColor(INK).text('報價單', MARGIN, MARGIN, { width, align: 'center', characterSpacing: 8 });
  doc.moveDown(0.2);
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      `報價單號 ${quote.number}${estimate ? '' : `　第 ${quote.version} 版`}　｜　${estimate ? '估價日期' : '報價日期'} ${quote.issuedOn}`,
      { width, align: 'center' },
    );
  doc.moveDown(0.6);
  if (estimate) {
    const top = doc.y;
    doc.rect(MARGIN, top, width, 40).lineWidth(1).fillAndStroke('#fff6e8', '#d9a35a');
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(ACCENT)
      .text(ESTIMATE_VALIDITY, MARGIN, top + 6, { width, align: 'center' });
    doc
      .font('body')
      .fontSize(8.5)
      .text('網站依您的選擇試算；經銷商開立正式報價單後，以正式報價單所列為準。', MARGIN, doc.y + 1, { width, align: 'center' });
    doc.y = top + 40 + 8;
  }

  // The parties, side by side.
  const gap = 20;
  const half = (width - gap) / 2;
  const top = doc.y + 4;
  doc.font('bold').fontSize(10.5).fillColor(INK).text('買方', MARGIN, top, { width: half });
  doc.text('經銷商', MARGIN + half + gap, top, { width: half });
  const factsTop = doc.y + 4;
  const buyerBottom = facts(
    [
      { label: '名稱', value: quote.buyerName },
      { label: '用途', value: quote.use },
      { label: '預計領牌日', value: quote.plateDay },
      { label: '有效期限', value: quote.validity },
    ],
    MARGIN,
    factsTop,
    half,
  );
  const dealerBottom = facts(
    [
      { label: '名稱', value: quote.dealer.name },
      { label: '據點', value: quote.dealer.pointName },
      { label: '地址', value: quote.dealer.address },
      { label: '電話', value: quote.dealer.phone },
      ...(quote.salesperson
        ? [{ label: '業務', value: [quote.salesperson.name, quote.salesperson.phone].filter(Boolean).join('　') }]
        : []),
    ],
    MARGIN + half + gap,
    factsTop,
    half,
  );
  doc
    .moveTo(MARGIN, top - 4)
    .lineTo(MARGIN + width, top - 4)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc.y = Math.max(buyerBottom, dealerBottom);
  doc.x = MARGIN;

  // The configuration.
  const { configuration: c } = quote;
  heading(`車輛配置　${c.familyName}　${c.color}`);
  table(
    doc,
    [
      { title: '類別', width: 72 },
      { title: '項目', width: width - 72 - amountWidth },
      { title: '每輛金額', width: amountWidth, align: 'right' },
    ],
    [
      ...c.lines.map((line) => ({ cells: [line.kind, line.label, formatTwd(line.amount)] })),
      { cells: ['', '每輛售價', formatTwd(c.unitPrice)], shade: true },
      { cells: ['', '數量', `${c.quantity} 輛`], shade: true },
      { cells: ['', '車價合計（含營業稅 5%）', formatTwd(c.total)], shade: true, strong: true },
    ],
  );

  // The price on the road.
  heading(estimate ? '領牌上路總價（試算）' : '領牌上路總價', 120);
  table(
    doc,
    [
      { title: '項目與計算依據', width: width - amountWidth },
      { title: '金額', width: amountWidth, align: 'right' },
    ],
    [
      ...quote.costs.map((line) => ({
        // The dealer's discount is one of the lines (lib/sale/quote-versions.ts discountedCosts), below zero.
        cells: [{ text: line.label, sub: line.basis }, line.amount === null ? '未估算' : formatTwdLine(line.amount)],
      })),
      { cells: [estimate ? '估計總價' : '總價', formatTwd(quote.total)], shade: true, strong: true },
    ],
  );
  if (quote.notEstimated.length > 0)
    doc
      .moveDown(0.4)
      .font('body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        `以上總價未含${quote.notEstimated.join('、')}${estimate ? '，由經銷商於正式報價單填列' : '，另依實際收費計算'}。`,
        MARGIN,
        doc.y,
        { width },
      );

  // The financing.
  const { financing: f } = quote;
  heading(`付款方式：${f.label}`, f.monthly === null ? 40 : 110);
  if (f.monthly !== null) {
    const factsHalf = Math.ceil(f.facts.length / 2);
    const factsStart = doc.y;
    const leftBottom = facts(f.facts.slice(0, factsHalf), MARGIN, factsStart, half);
    const rightBottom = facts(f.facts.slice(factsHalf), MARGIN + half + gap, factsStart, half);
    doc.y = Math.max(leftBottom, rightBottom) + 2;
    const line = doc.y;
    doc
      .font('body')
      .fontSize(10)
      .fillColor(INK)
      .text('每月付款（估）', MARGIN, line + 3, { continued: false });
    doc
      .font('bold')
      .fontSize(14)
      .text(formatTwd(f.monthly), MARGIN + 92, line, { width: 200 });
    doc.moveDown(0.2);
  }
  doc.font('body').fontSize(8.5).fillColor(MUTED).text(f.basis, MARGIN, doc.y, { width, lineGap: 1 });
  if (f.rows.length > 0) doc.text(`每期明細見附表「還款明細」（共 ${f.rows.length} 期）。`, MARGIN, doc.y + 2, { width });

  if (quote.note) {
    heading('經銷商備註', 50);
    doc.font('body').fontSize(9.5).fillColor(INK).text(quote.note, MARGIN, doc.y, { width, lineGap: 2 });
  }

  heading('報價條款', 110);
  quote.terms.forEach((term, index) => {
    const y = doc.y;
    doc
      .font('body')
      .fontSize(9)
      .fillColor(INK)
      .text(`${index + 1}.`, MARGIN, y, { width: 16 });
    doc.text(term, MARGIN + 16, y, { width: width - 16, lineGap: 1.5 });
    doc.y += 3;
  });

  if (f.rows.length > 0) {
    heading(`附表　還款明細（${f.label}，共 ${f.rows.length} 期）`, 120);
    const period = 70;
    const each = (width - period) / 4;
    table(
      doc,
      [
        { title: '期數', width: period },
        { title: '應付金額', width: each, align: 'right' },
        { title: '利息', width: each, align: 'right' },
        { title: '本金', width: each, align: 'right' },
        { title: '剩餘本金', width: each, align: 'right' },
      ],
      f.rows.map((row) => ({
        cells: [`第 ${row.period} 期`, formatTwd(row.payment), formatTwd(row.interest), formatTwd(row.principal), formatTwd(row.balance)],
      })),
    );
  }

  // The footer of every page.
  const range = doc.bufferedPageRange();
  const label = `報價單 ${quote.number}${estimate ? '（網站估價）' : `　第 ${quote.version} 版`}`;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.height - MARGIN - 8;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, bottom - 6)
      .lineTo(MARGIN + width, bottom - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, MARGIN, bottom, { width: width / 2, lineBreak: false })
      .text(`第 ${i + 1} / ${range.count} 頁`, MARGIN + width / 2, bottom, { width: width / 2, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

/** The quote's PDF as the API sends it, named by the quote's number (and version). */
export async function quotePdfFile(quote: QuoteDocument) {
  const body = await quotePdf(quote);
  // The header takes ASCII alone: the number, and the version of a dealer's.
  const name = quote.version === null ? quote.number : `${quote.number}-v${quote.version}`;
  return { body: new Uint8Array(body), contentType: 'application/pdf', filename: `${name}.pdf` };
}
