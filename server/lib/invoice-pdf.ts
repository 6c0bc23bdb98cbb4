import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatPrice, groupThousands } from '../../contract/format';
import { messages } from '../../contract/messages';
import type { PaymentRequest } from '../../contract/payment-request';
import {
  INVOICE_LABELS,
  invoiceDateText,
  invoiceMoney,
  invoiceNumberText,
  quantityText,
  vatLabel,
  warrantyText,
  type Invoice,
} from '../../contract/invoices';
import { PAYMENT_METHOD_LABELS } from '../../contract/repair-quotes';

// The invoice as an A4 PDF (pdfkit), with the content of the print page (features/manager/
// repairs/invoice-sheet.tsx): mailed with the handover and downloaded from the page. Drawn on the
// PDF thread (invoice-pdf-worker.ts) and kept (services/repairs/invoice-pdf-store.ts).
//
// The font is the site's, Be Vietnam Pro, from @fontsource: it ships only subsets (latin,
// latin-ext, vietnamese), each with the code points its CSS `unicode-range` names. A browser
// picks the subset per character from those ranges; so does this file, drawing each run of
// characters in the subset that has them, so every diacritic ('ộ', 'ư', 'đ', '₫') prints.

type Weight = 400 | 700;

interface Face {
  name: string;
  ranges: Array<[number, number]>;
}

const require = createRequire(import.meta.url);

/** What this file asks of a fontkit font: pdfkit's font() takes anything with `layout` as one. */
interface FontkitFont {
  layout(text: string): unknown;
}

/**
 * pdfkit's own fontkit, so each face is parsed once per process, not once per PDF (pdfkit takes a
 * fontkit font as well as a file; @types/pdfkit names only files). Sharing it between PDFs is safe:
 * fontkit keeps on the font what the file says (tables, glyphs, shaping; no two code points share a
 * glyph in these subsets), each document keeps its own subset, widths and ToUnicode, and pdfkit
 * embeds a subset synchronously in end(), so two PDFs never read a font at once.
 */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(file: Buffer): FontkitFont };

/** Latin first: most characters are in it, so most runs are long. */
const SUBSET_ORDER = ['latin', 'vietnamese', 'latin-ext'];

/**
 * The plain font (sfnt, as a .ttf file) a WOFF wraps, its tables inflated. fontkit reads a WOFF's
 * table by inflating it again on each read, and the subset a PDF embeds reads `glyf` twice per
 * glyph it keeps: that was most of a PDF's time.
 */
function sfntOfWoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    // WOFF's table directory: tag, offset, compressed length, length, checksum (20 bytes each from byte 44).
    const at = 44 + index * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const log2 = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's version ('true' or 0x00010000)
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** log2, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(16 * (count - 2 ** log2), 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = 12 + 16 * index;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

function readFaces(weight: Weight): Array<Face & { font: FontkitFont }> {
  const cssPath = require.resolve(`@fontsource/be-vietnam-pro/${weight}.css`);
  const css = readFileSync(cssPath, 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    // The .woff beside each .woff2: its tables are only deflated (sfntOfWoff), a WOFF2's are brotli and transformed.
    const file = body.match(/url\(\.\/files\/([^)]+?)\.woff2\)/)?.[1];
    const ranges = (body.match(/unicode-range:\s*([^;]+);/)?.[1] ?? '').split(',').map((range): [number, number] => {
      const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    });
    if (!file) throw new Error(`Be Vietnam Pro ${weight}: @font-face without a file`);
    const subset = SUBSET_ORDER.find((name) => file.includes(`-${name}-${weight}-`)) ?? file;
    return { name: `${weight}-${subset}`, subset, ranges, font: fontkit.create(sfntOfWoff(readFileSync(path.join(path.dirname(cssPath), 'files', `${file}.woff`)))) };
  });
  return faces.sort((a, b) => SUBSET_ORDER.indexOf(a.subset) - SUBSET_ORDER.indexOf(b.subset));
}

let loadedFaces: Record<Weight, Array<Face & { font: FontkitFont }>> | null = null;

/** Read and parsed once per process, on the first invoice. */
function fonts() {
  loadedFaces ??= { 400: readFaces(400), 700: readFaces(700) };
  return loadedFaces;
}

export interface Style {
  size: number;
  weight?: Weight;
  color?: string;
}

interface Run {
  font: string;
  text: string;
}

const INK = '#1f2937';
const MUTED = '#4b5563';
const LINE = '#9ca3af';

/** A4 in points, and the sheet's margins (pdfkit's own are smaller, so it never breaks a page itself). */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;

/** Exported for its tests (line breaking); the server draws through invoicePdf. */
export class InvoiceWriter {
  readonly doc: PDFKit.PDFDocument;
  y = PAGE.margin;

  constructor(options: { compress: boolean }) {
    this.doc = new PDFDocument({ size: 'A4', margin: 10, compress: options.compress, info: { Title: 'Hóa đơn', Author: 'Gara Ô Tô Sài Gòn' } });
    for (const weight of [400, 700] as const) for (const face of fonts()[weight]) this.doc.registerFont(face.name, face.font as unknown as PDFKit.Mixins.PDFFontSource);
  }

  /** The text cut into runs, each in the first subset whose ranges hold its characters. */
  runs(text: string, weight: Weight): Run[] {
    const faces = fonts()[weight];
    const runs: Run[] = [];
    for (const char of text.normalize('NFC')) {
      const code = char.codePointAt(0)!;
      const face = faces.find((candidate) => candidate.ranges.some(([from, to]) => code >= from && code <= to)) ?? faces[0]!;
      const last = runs.at(-1);
      if (last && last.font === face.name) last.text += char;
      else runs.push({ font: face.name, text: char });
    }
    return runs;
  }

  /** Widths at 1 pt by font and text: pdfkit shapes every string it measures (fontkit's layout), and a sheet measures the same words often. */
  private readonly widths = new Map<string, number>();

  width(text: string, style: Style): number {
    let sum = 0;
    for (const run of this.runs(text, style.weight ?? 400)) {
      const key = `${run.font}\u0000${run.text}`;
      let width = this.widths.get(key);
      if (width === undefined) {
        width = this.doc.font(run.font).fontSize(1).widthOfString(run.text);
        this.widths.set(key, width);
      }
      sum += width;
    }
    return sum * style.size;
  }

  /** One line, no wrapping. */
  line(text: string, x: number, y: number, style: Style) {
    let cursor = x;
    this.doc.fillColor(style.color ?? INK);
    for (const run of this.runs(text, style.weight ?? 400)) {
      this.doc.font(run.font).fontSize(style.size).text(run.text, cursor, y, { lineBreak: false });
      cursor += this.width(run.text, style);
    }
  }

  /** The lines `text` takes in `width`, broken between words (inside a word only when it is wider than the line). */
  wrap(text: string, width: number, style: Style): string[] {
    const lines: string[] = [];
    const space = this.width(' ', style);
    for (const paragraph of text.split('\n')) {
      let current = '';
      let currentWidth = 0;
      for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
        const wordWidth = this.width(word, style);
        if (current && currentWidth + space + wordWidth <= width) {
          current += ` ${word}`;
          currentWidth += space + wordWidth;
          continue;
        }
        if (current) lines.push(current);
        current = word;
        currentWidth = wordWidth;
        if (wordWidth > width) {
          const pieces = this.breakWord(word, width, style);
          current = pieces.pop()!;
          lines.push(...pieces);
          currentWidth = this.width(current, style);
        }
      }
      lines.push(current);
    }
    return lines;
  }

  /**
   * A word wider than the line in pieces that fit, each as long as the line allows. Each piece is
   * found from its characters' widths, each character measured once (cached), so the work grows
   * with the word's length: measuring every shorter prefix of the word, as this did before, shaped
   * ~n²/2 characters for each piece, and 60 lines of 200-character words took seconds of CPU. A
   * piece's own width differs from its characters' sum by kerning only, so the piece is measured
   * whole and moved by a character or two at most to be the longest that fits.
   */
  breakWord(word: string, width: number, style: Style): string[] {
    const chars = Array.from(word);
    const widths = chars.map((char) => this.width(char, style));
    const pieces: string[] = [];
    let start = 0;
    while (start < chars.length) {
      let end = start + 1;
      let sum = widths[start]!;
      while (end < chars.length && sum + widths[end]! <= width) sum += widths[end++]!;
      const fits = (to: number) => this.width(chars.slice(start, to).join(''), style) <= width;
      while (end - start > 1 && !fits(end)) end -= 1;
      while (end < chars.length && fits(end + 1)) end += 1;
      pieces.push(chars.slice(start, end).join(''));
      start = end;
    }
    return pieces;
  }

  lineHeight(style: Style) {
    return style.size * 1.35;
  }

  /** Wrapped text in a box; answers its height. */
  block(text: string, x: number, y: number, width: number, style: Style, align: 'left' | 'right' | 'center' = 'left'): number {
    const lines = this.wrap(text, width, style);
    lines.forEach((text, index) => {
      const free = width - this.width(text, style);
      const left = align === 'right' ? x + free : align === 'center' ? x + free / 2 : x;
      this.line(text, left, y + index * this.lineHeight(style), style);
    });
    return lines.length * this.lineHeight(style);
  }

  /** Text across the page at the cursor, which moves below it. */
  paragraph(text: string, style: Style, align: 'left' | 'right' | 'center' = 'left', gap = 2) {
    this.y += this.block(text, PAGE.margin, this.y, CONTENT, style, align) + gap;
  }

  rule(y: number, color = LINE) {
    this.doc.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.6).strokeColor(color).stroke();
  }

  /** A new page when `height` does not fit above the bottom margin; answers whether it turned. */
  ensure(height: number): boolean {
    if (this.y + height <= PAGE.height - PAGE.margin) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }
}

const COLUMNS = [
  { label: INVOICE_LABELS.lineNumber, width: 30, align: 'center' },
  { label: INVOICE_LABELS.description, width: 167, align: 'left' },
  { label: INVOICE_LABELS.unit, width: 32, align: 'center' },
  { label: INVOICE_LABELS.quantity, width: 30, align: 'right' },
  { label: INVOICE_LABELS.unitPrice, width: 74, align: 'right' },
  { label: INVOICE_LABELS.lineTotal, width: 86, align: 'right' },
  { label: INVOICE_LABELS.warranty, width: 96, align: 'left' },
] as const;
const CELL_PAD = 4;

function tableRow(writer: InvoiceWriter, cells: readonly string[], style: Style) {
  const heights = cells.map((text, index) => writer.wrap(text, COLUMNS[index]!.width - 2 * CELL_PAD, style).length * writer.lineHeight(style));
  const height = Math.max(...heights) + 2 * CELL_PAD;
  return {
    height,
    draw() {
      let x = PAGE.margin;
      cells.forEach((text, index) => {
        const column = COLUMNS[index]!;
        writer.block(text, x + CELL_PAD, writer.y + CELL_PAD, column.width - 2 * CELL_PAD, style, column.align);
        x += column.width;
      });
      writer.y += height;
      writer.rule(writer.y, '#d1d5db');
    },
  };
}

function tableHead(writer: InvoiceWriter) {
  const head = tableRow(
    writer,
    COLUMNS.map((column) => column.label),
    { size: 9, weight: 700 },
  );
  writer.rule(writer.y, INK);
  head.draw();
}

function drawInvoice(writer: InvoiceWriter, invoice: Invoice, transfer: PaymentRequest | null) {
  const { garage, customer, vehicle, totals } = invoice;
  const body: Style = { size: 10 };
  const muted: Style = { size: 10, color: MUTED };

  writer.paragraph(garage.legalName.toLocaleUpperCase('vi-VN'), { size: 12, weight: 700 }, 'left', 1);
  writer.paragraph(garage.name, body, 'left', 1);
  writer.paragraph(`${INVOICE_LABELS.taxCode}: ${garage.taxCode}`, body, 'left', 1);
  writer.paragraph(`${garage.branchName}: ${garage.address}`, muted, 'left', 1);
  writer.paragraph(`${INVOICE_LABELS.phone}: ${garage.phone}`, muted, 'left', 8);
  writer.rule(writer.y);
  writer.y += 12;

  const number = invoice.invoiceNumber;
  const preview = number === null;
  writer.paragraph((preview ? INVOICE_LABELS.previewTitle : INVOICE_LABELS.title).toLocaleUpperCase('vi-VN'), { size: 16, weight: 700 }, 'center', 3);
  writer.paragraph(invoiceDateText(invoice.issuedAt), muted, 'center', 1);
  const numbers = [number === null ? null : `${INVOICE_LABELS.number}: ${invoiceNumberText(number)}`, `${INVOICE_LABELS.repairCode}: ${invoice.code}`];
  writer.paragraph(numbers.filter(Boolean).join('   ·   '), body, 'center', 1);
  if (preview) writer.paragraph(INVOICE_LABELS.previewNote, { size: 9, color: MUTED }, 'center', 1);
  writer.y += 10;

  const facts: Array<[string, string]> = [
    [INVOICE_LABELS.customer, customer.fullName],
    [INVOICE_LABELS.phone, customer.phone],
    [INVOICE_LABELS.plate, vehicle.plate],
    [INVOICE_LABELS.model, [vehicle.model, vehicle.year].filter(Boolean).join(' · ') || '—'],
    [INVOICE_LABELS.odometer, `${groupThousands(vehicle.odometerKm)} km`],
  ];
  for (const [label, value] of facts) writer.paragraph(`${label}: ${value}`, body, 'left', 1);
  writer.y += 10;

  tableHead(writer);
  invoice.lines.forEach((line, index) => {
    const row = tableRow(
      writer,
      [String(index + 1), line.description, line.unit, quantityText(line.quantity), groupThousands(line.unitPrice), groupThousands(line.lineTotal), warrantyText(line)],
      { size: 9 },
    );
    if (writer.ensure(row.height)) tableHead(writer);
    row.draw();
  });
  writer.y += 8;

  const sums: Array<[string, string, Style]> = [
    [INVOICE_LABELS.subtotal, invoiceMoney(totals.subtotal), body],
    ...(totals.discount > 0 ? [[INVOICE_LABELS.discount, `−${invoiceMoney(totals.discount)}`, body] as [string, string, Style]] : []),
    [vatLabel(invoice.vatRate), invoiceMoney(totals.vat), body],
    [INVOICE_LABELS.total, invoiceMoney(totals.total), { size: 12, weight: 700 }],
  ];
  writer.ensure(sums.length * 18 + 120);
  for (const [label, value, style] of sums) {
    const labelX = PAGE.margin + CONTENT - 330;
    writer.line(label, labelX, writer.y, style);
    writer.block(value, labelX + 180, writer.y, 150, style, 'right');
    writer.y += writer.lineHeight(style) + 3;
  }
  writer.y += 6;
  writer.paragraph(`${INVOICE_LABELS.inWords}: ${invoice.amountInWords}.`, { size: 10, weight: 700 }, 'left', 4);
  const payment = invoice.payment
    ? `${INVOICE_LABELS.paymentMethod}: ${PAYMENT_METHOD_LABELS[invoice.payment.method]}${invoice.payment.cashier ? `   ·   ${INVOICE_LABELS.cashier}: ${invoice.payment.cashier}` : ''}`
    : `${INVOICE_LABELS.paymentMethod}: ${INVOICE_LABELS.unpaid}`;
  writer.paragraph(payment, body, 'left', 18);
  if (transfer && invoice.payment === null) drawTransfer(writer, transfer);

  writer.ensure(110);
  const half = CONTENT / 2;
  for (const [index, label] of [INVOICE_LABELS.customerSigns, INVOICE_LABELS.issuerSigns].entries()) {
    const x = PAGE.margin + index * half;
    writer.block(label, x, writer.y, half, { size: 10, weight: 700 }, 'center');
    writer.block(INVOICE_LABELS.signHint, x, writer.y + 14, half, { size: 9, color: MUTED }, 'center');
    if (index === 1 && invoice.payment?.cashier) writer.block(invoice.payment.cashier, x, writer.y + 74, half, body, 'center');
  }
  writer.y += 96;
  writer.paragraph(INVOICE_LABELS.thanks, { size: 9, color: MUTED }, 'center');
}

/** The QR symbol as filled squares (vector: sharp at any zoom, and a few hundred bytes). */
function drawQr(writer: InvoiceWriter, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      writer.doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
    }
  }
  writer.doc.fillColor('#000000').fill();
}

const QR_SIZE = 112;

/** What is still owed, as the VietQR code and the bank details beside it, for a customer paying by transfer. */
function drawTransfer(writer: InvoiceWriter, transfer: PaymentRequest) {
  writer.ensure(QR_SIZE + 40);
  const text = messages.vietqr;
  const top = writer.y;
  drawQr(writer, transfer.payload, PAGE.margin, top, QR_SIZE);
  const x = PAGE.margin + QR_SIZE + 16;
  const width = CONTENT - QR_SIZE - 16;
  const body: Style = { size: 10 };
  let y = top;
  y += writer.block(text.pdfTitle, x, y, width, { size: 12, weight: 700 }) + 4;
  const rows: Array<[string, string]> = [
    [text.bankLabel, transfer.bank],
    [text.accountNumberLabel, transfer.accountNumber],
    [text.accountNameLabel, transfer.accountName],
    [text.amountLabel, formatPrice(transfer.amount)],
    [text.noteLabel, transfer.note],
  ];
  for (const [label, value] of rows) y += writer.block(`${label}: ${value}`, x, y, width, body) + 1;
  y += writer.block(text.scanHint, x, y + 3, width, { size: 9, color: MUTED }) + 3;
  writer.y = Math.max(top + QR_SIZE, y) + 14;
}

export interface InvoicePdfOptions {
  /** `false` (tests) leaves its text readable in the file. */
  compress?: boolean;
  /** An unpaid invoice's VietQR code of what is owed, drawn under the totals; null when nothing is to be paid by transfer. */
  transfer?: PaymentRequest | null;
}

/** The invoice as an A4 PDF. `compress: false` (tests) leaves its text readable in the file. */
export function invoicePdf(invoice: Invoice, options: InvoicePdfOptions = {}): Promise<Buffer> {
  const writer = new InvoiceWriter({ compress: options.compress ?? true });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    writer.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    writer.doc.on('end', () => resolve(Buffer.concat(chunks)));
    writer.doc.on('error', reject);
    try {
      drawInvoice(writer, invoice, options.transfer ?? null);
      writer.doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
