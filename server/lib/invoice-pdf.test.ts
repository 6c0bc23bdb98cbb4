import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { amountInWords } from '../../contract/amount-words';
import { INVOICE_LABELS, type Invoice } from '../../contract/invoices';
import { messages } from '../../contract/messages';
import { vietqrPayload } from '../../contract/vietqr';
import { quoteTotals } from '../../contract/quote-rules';
import { pdfTextRuns, pdfTextSquashed, squash } from '../test/pdf-text';
import { invoicePdf, InvoiceWriter, type Style } from './invoice-pdf';

const lines: Invoice['lines'] = [
  { _id: '65f0a0000000000000007e02', kind: 'part', description: 'Má phanh trước chính hãng (bộ 4 miếng)', quantity: 1, unit: 'cái', unitPrice: 850_000, lineTotal: 850_000, warrantyMonths: 6, warrantyKm: 10_000 },
  { _id: '65f0a0000000000000007e03', kind: 'labour', description: 'Công thay má phanh, vệ sinh cụm phanh', quantity: 1.5, unit: 'giờ', unitPrice: 200_000, lineTotal: 300_000, warrantyMonths: null, warrantyKm: null },
  { _id: '65f0a0000000000000007e04', kind: 'other', description: 'Dầu phanh DOT4', quantity: 1, unit: 'lần', unitPrice: 100_000, lineTotal: 100_000, warrantyMonths: 3, warrantyKm: null },
];

function invoiceWith(overrides: Partial<Invoice> = {}): Invoice {
  const totals = overrides.totals ?? quoteTotals(overrides.lines ?? lines, 0, 0);
  return {
    repairId: '65f0a0000000000000007e01',
    code: 'K7M2QX',
    invoiceNumber: 123,
    issuedAt: '2026-11-28T08:00:00.000Z',
    garage: {
      legalName: 'Công ty TNHH Dịch vụ Ô tô Sài Gòn',
      name: 'Gara Ô Tô Sài Gòn',
      taxCode: '0316 842 975',
      branchName: 'Chi nhánh Quận 12',
      address: '268 Tô Ký, phường Tân Chánh Hiệp, Quận 12, TP. Hồ Chí Minh',
      phone: '0903 812 345',
    },
    customer: { fullName: 'Nguyễn Văn Ước', phone: '0912345678' },
    vehicle: { plate: '51A-123.45', model: 'Toyota Vios', year: 2019, odometerKm: 42_350 },
    lines,
    vatRate: 0,
    totals,
    amountInWords: amountInWords(totals.total),
    payment: { method: 'transfer', cashier: 'Trần Thị Hồng', paidAt: '2026-11-28T08:00:00.000Z' },
    ...overrides,
  };
}

describe('invoicePdf', () => {
  it('prints the total, the amount in words and every diacritic', async () => {
    const pdf = await invoicePdf(invoiceWith(), { compress: false });
    const text = pdfTextSquashed(pdf);
    expect(text).toContain(squash('Tổng cộng thanh toán1.250.000 đ'));
    expect(text).toContain(squash(`${INVOICE_LABELS.inWords}: Một triệu hai trăm năm mươi nghìn đồng.`));
    expect(text).toContain(squash('Nguyễn Văn Ước'));
    expect(text).toContain(squash('Mã số thuế: 0316 842 975'));
    expect(text).toContain(squash('Số: 000123'));
    expect(text).toContain(squash('Chuyển khoản'));
    expect(text).toContain(squash('6 tháng hoặc 10.000 km'));
    expect(text).toContain(squash('Số km: 42.350 km'));
    // A character no subset had would come out as U+FFFD (or not at all).
    expect(text).not.toContain('\uFFFD');
  });

  it('prints what this invoice says, not a fixed sheet', async () => {
    const fewer = lines.slice(0, 1);
    const totals = quoteTotals(fewer, 50_000, 10);
    const text = pdfTextSquashed(await invoicePdf(invoiceWith({ lines: fewer, totals, vatRate: 10, amountInWords: amountInWords(totals.total) }), { compress: false }));
    expect(totals).toEqual({ subtotal: 850_000, discount: 50_000, vat: 80_000, total: 880_000 });
    expect(text).toContain(squash('Thuế GTGT (10%)80.000 đ'));
    expect(text).toContain(squash('Giảm giá−50.000 đ'));
    expect(text).toContain(squash('Tổng cộng thanh toán880.000 đ'));
    expect(text).toContain(squash('Tám trăm tám mươi nghìn đồng'));
    expect(text).not.toContain(squash('1.250.000'));
    expect(text).not.toContain(squash('Dầu phanh DOT4'));
  });

  it('says a preview is not paid yet and has no number', async () => {
    const text = pdfTextSquashed(await invoicePdf(invoiceWith({ invoiceNumber: null, payment: null }), { compress: false }));
    expect(text).toContain(squash(INVOICE_LABELS.previewTitle.toLocaleUpperCase('vi-VN')));
    expect(text).toContain(squash(`${INVOICE_LABELS.paymentMethod}: ${INVOICE_LABELS.unpaid}`));
    expect(text).not.toContain(squash('Số: 000'));
  });

  it('prints an unpaid invoice with the VietQR code of what is owed and the bank details, a paid one without', async () => {
    const transfer = {
      amount: 1_250_000,
      payload: vietqrPayload({ bin: '970436', accountNumber: '0071001234567', amount: 1_250_000, note: 'SC K7M2QX' }),
      bank: 'Vietcombank',
      bin: '970436',
      accountNumber: '0071001234567',
      accountName: 'GARA O TO SAI GON',
      note: 'SC K7M2QX',
    };
    const unpaid = await invoicePdf(invoiceWith({ invoiceNumber: null, payment: null }), { compress: false, transfer });
    const text = pdfTextSquashed(unpaid);
    expect(text).toContain(squash(messages.vietqr.pdfTitle));
    expect(text).toContain(squash(`${messages.vietqr.accountNumberLabel}: 0071001234567`));
    expect(text).toContain(squash(`${messages.vietqr.noteLabel}: SC K7M2QX`));
    expect(text).toContain(squash('GARA O TO SAI GON'));
    // The symbol is filled squares: a drawing with many more path operations than the sheet without it.
    const plain = await invoicePdf(invoiceWith({ invoiceNumber: null, payment: null }), { compress: false });
    expect(unpaid.toString('latin1').split(' re\n').length).toBeGreaterThan(plain.toString('latin1').split(' re\n').length + 100);

    const paid = pdfTextSquashed(await invoicePdf(invoiceWith(), { compress: false, transfer }));
    expect(paid).not.toContain(squash(messages.vietqr.pdfTitle));
  });

  it('runs onto a second page with a long list, the table head again on top', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({ ...lines[index % 3]!, _id: `65f0a0000000000000008${String(index).padStart(3, '0')}` }));
    const pdf = await invoicePdf(invoiceWith({ lines: many, totals: quoteTotals(many, 0, 0) }), { compress: false });
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThan(1);
    expect(pdfTextRuns(pdf).filter((run) => run === INVOICE_LABELS.quantity)).toHaveLength(pages);
  });

  it('is compressed by default, and a mail carries it byte for byte as a base64 attachment', async () => {
    const pdf = await invoicePdf(invoiceWith());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pdfTextSquashed(pdf)).toContain(squash('Tổng cộng thanh toán1.250.000 đ'));
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail({
      from: 'gara@example.com',
      to: 'khach@example.com',
      subject: 'Hóa đơn',
      text: 'Hóa đơn kèm theo.',
      attachments: [{ filename: 'hoa-don-K7M2QX.pdf', content: pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' }],
    });
    const message = (info.message as Buffer).toString('utf8');
    const part = message.split(/^--/m).find((section) => section.includes('Content-Type: application/pdf'))!;
    expect(part).toContain('filename=hoa-don-K7M2QX.pdf');
    const [, body = ''] = part.split(/\n\n/);
    expect(Buffer.from(body.replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true);
  });
});

describe('line breaking', () => {
  /** 200 characters without a space, of many different letters (a repeated one would be measured once). */
  const longWord = (length: number, seed = 0) =>
    Array.from({ length }, (_, index) => 'aăâbcdđeêghiklmnoôơpqrstuưvxyÁÀẢÃẠẤỒỮỰĐWM0123456789'[(index * 7 + seed) % 51]).join('');
  const cell: Style = { size: 9 };
  const width = 159;

  /** Characters measured to break `word` into a cell: each measure reads its text through, cached or not. */
  function shapedFor(word: string) {
    const writer = new InvoiceWriter({ compress: false });
    const measure = vi.spyOn(writer, 'width');
    const lines = writer.wrap(word, width, cell);
    const shaped = measure.mock.calls.reduce((sum, [text]) => sum + Array.from(text).length, 0);
    measure.mockRestore();
    return { writer, lines, shaped };
  }

  it('cuts a word wider than the cell into the longest pieces that fit, every character kept', () => {
    const word = longWord(200);
    const { writer, lines } = shapedFor(word);
    expect(lines.join('')).toBe(word);
    expect(lines.length).toBeGreaterThan(3);
    lines.forEach((line, index) => {
      expect(writer.width(line, cell)).toBeLessThanOrEqual(width);
      const next = lines[index + 1];
      if (next) expect(writer.width(line + Array.from(next)[0], cell)).toBeGreaterThan(width);
    });
  });

  it('measures a long word in work that grows with its length, not with its square', () => {
    const short = shapedFor(longWord(200)).shaped;
    const long = shapedFor(longWord(800)).shaped;
    // The word once, each character once, each piece whole about twice: measuring every prefix read ~15,000 here.
    expect(short).toBeLessThan(5 * 200);
    expect(long).toBeLessThan(4.5 * short);
  });

  it('breaks words between spaces as before and a long word in a sentence after the words before it', () => {
    const writer = new InvoiceWriter({ compress: false });
    expect(writer.wrap('Má phanh trước chính hãng (bộ 4 miếng)', width, cell)).toEqual(['Má phanh trước chính hãng (bộ 4', 'miếng)']);
    const word = longWord(60, 3);
    const lines = writer.wrap(`Thay ${word} ngay`, width, cell);
    expect(lines[0]).toBe('Thay');
    expect(lines.slice(1).join('').replace(/ ?ngay$/, '')).toBe(word);
    expect(lines.at(-1)).toMatch(/ngay$/);
  });

  it('draws an invoice of 60 lines of 200-character words, every character of each on it', async () => {
    const words = Array.from({ length: 60 }, (_, index) => longWord(200, index));
    const many = words.map((description, index) => ({ ...lines[0]!, _id: `65f0a0000000000000009${String(index).padStart(3, '0')}`, description }));
    const pdf = await invoicePdf(invoiceWith({ lines: many, totals: quoteTotals(many, 0, 0), customer: { fullName: longWord(200, 99), phone: '0912345678' } }), { compress: false });
    const text = pdfTextSquashed(pdf);
    for (const word of words) expect(text).toContain(squash(word));
    expect(text).toContain(squash(longWord(200, 99)));
    expect(text).not.toContain('\uFFFD');
  });
});
