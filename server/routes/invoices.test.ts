// @postgres: the same rules on the Postgres server (scripts/test-pg.mjs runs this file there too).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { amountInWords } from '../../contract/amount-words';
import { buildPath } from '../../contract/endpoint';
import { GARAGE } from '../../contract/garage';
import { getInvoice, getInvoicePdf, INVOICE_LABELS, invoiceMoney, type Invoice } from '../../contract/invoices';
import { messages } from '../../contract/messages';
import { approvedTotals, lineTotal, quoteTotals, type QuoteLineKind, type VatRate } from '../../contract/quote-rules';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { bookings, invoicePdfs, mailQueue, repairPayments, repairQuoteLines, repairQuotes } from '../db/schema';
import type { MailMessage } from '../plugins/mail';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { pdfTextSquashed, squash } from '../test/pdf-text';
import { driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';

/** Every invoice the PDF thread is asked to draw, in order: the real thread draws it all the same. */
const drawn = vi.hoisted(() => [] as Invoice[]);
vi.mock('../lib/invoice-pdf-thread', async (importOriginal) => {
  const thread = await importOriginal<typeof import('../lib/invoice-pdf-thread')>();
  return {
    ...thread,
    drawInvoicePdf: (invoice: Invoice, options?: { compress?: boolean }) => {
      drawn.push(invoice);
      return thread.drawInvoicePdf(invoice, options);
    },
  };
});

interface LineSpec {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  unitPrice: number;
  approved: boolean | null;
  warrantyMonths?: number;
  warrantyKm?: number;
}

const LINES: LineSpec[] = [
  { kind: 'part', description: 'Má phanh trước chính hãng', quantity: 1, unitPrice: 850_000, approved: true, warrantyMonths: 6, warrantyKm: 10_000 },
  { kind: 'part', description: 'Lốp Michelin 205/55R16', quantity: 4, unitPrice: 2_150_000, approved: false },
  { kind: 'labour', description: 'Công thay má phanh', quantity: 1.25, unitPrice: 150_001, approved: true },
  { kind: 'other', description: 'Dầu phanh DOT4', quantity: 1, unitPrice: 100_000, approved: true, warrantyMonths: 3 },
];

describe('invoices', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  /** Signed in, but not the job's customer. */
  let stranger: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin } = await createRoleAccounts(app));
    stranger = await createAccount(app);
  });
  afterAll(() => app.close());

  let phones = 0;
  const nextPhone = () => `0978${String(100000 + (phones += 1)).slice(-6)}`;

  /** A job of the customer's account, checked in through the real endpoint from their booking. */
  async function customersJob(): Promise<RepairDetail> {
    const [booking] = await app.db
      .insert(bookings)
      .values({
        fullName: 'Nguyễn Văn Ước',
        numberPhone: nextPhone(),
        date: openDayAhead(1),
        timeSlot: '09:00',
        status: 'pending',
        description: 'Phanh kêu khi dừng.',
        branch: 'thu-duc',
        carPlate: `51A${String(10000 + phones).slice(-5)}`,
        carModel: 'Toyota Vios',
        serviceName: 'Bảo dưỡng phanh',
        accountId: customer.id,
      })
      .returning();
    const res = await app.inject({ method: 'POST', url: openRepair.path, headers: admin.headers, payload: { bookingId: booking!.id, odometerKm: 42_350, fuelLevel: 50, year: 2019 } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RepairDetail>();
  }

  /**
   * The quote as the lead's services will store it (the endpoints come with them): its lines, the
   * totals of all of them, and the answer to `answeredVersion` (null: not answered).
   */
  async function quote(repairId: string, options: { lines?: LineSpec[]; discount?: number; vatRate?: VatRate; version?: number; answeredVersion?: number | null } = {}) {
    const lines = options.lines ?? LINES;
    const discount = options.discount ?? 0;
    const vatRate = options.vatRate ?? 0;
    const version = options.version ?? 1;
    const answeredVersion = options.answeredVersion === undefined ? version : options.answeredVersion;
    const totals = quoteTotals(lines, discount, vatRate);
    await app.db.insert(repairQuotes).values({
      repairId,
      version,
      vatRate,
      discount,
      subtotal: totals.subtotal,
      vat: totals.vat,
      total: totals.total,
      accountId: admin.id,
      answeredVersion,
      answeredAt: answeredVersion === null ? null : new Date(),
      signedName: answeredVersion === null ? null : 'Nguyễn Văn Ước',
      answeredVia: answeredVersion === null ? null : 'account',
      answeredBy: answeredVersion === null ? null : customer.id,
    });
    await app.db.insert(repairQuoteLines).values(
      lines.map((line, position) => ({
        repairId,
        position,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: lineTotal(line.quantity, line.unitPrice),
        warrantyMonths: line.warrantyMonths ?? null,
        warrantyKm: line.warrantyKm ?? null,
        approved: answeredVersion === null ? null : line.approved,
      })),
    );
  }

  const invoiceUrl = (id: string) => buildPath(getInvoice.path, { id });
  const pdfUrl = (id: string) => buildPath(getInvoicePdf.path, { id });
  const get = (url: string, caller?: TestAccount) => app.inject({ method: 'GET', url, headers: caller?.headers ?? {} });

  it('lists the approved lines only, less their shares of the discount, with VAT, the total in words; a preview before payment', async () => {
    const job = await customersJob();
    await quote(job._id, { discount: 37_000, vatRate: 8 });
    const res = await get(invoiceUrl(job._id), admin);
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json<Invoice>();
    const totals = approvedTotals(LINES, 37_000, 8);
    // 850,000 + 187,501 (1.25 h x 150,001, half up) + 100,000, less their shares of the 37,000 đ
    // (3,230 + 712 + 380: the declined tyres take their 32,678 đ with them), then 8 % VAT half up.
    expect(totals).toEqual({ subtotal: 1_137_501, discount: 4_322, vat: 90_654, total: 1_223_833 });
    expect(invoice.totals).toEqual(totals);
    expect(invoice.amountInWords).toBe(amountInWords(totals.total));
    expect(invoice.amountInWords).toBe('Một triệu hai trăm hai mươi ba nghìn tám trăm ba mươi ba đồng');
    expect(invoice.lines.map((line) => [line.description, line.unit, line.lineTotal])).toEqual([
      ['Má phanh trước chính hãng', 'cái', 850_000],
      ['Công thay má phanh', 'giờ', 187_501],
      ['Dầu phanh DOT4', 'lần', 100_000],
    ]);
    expect(invoice.lines[0]).toMatchObject({ warrantyMonths: 6, warrantyKm: 10_000 });
    expect(invoice).toMatchObject({
      code: job.code,
      invoiceNumber: null,
      payment: null,
      vatRate: 8,
      customer: { fullName: 'Nguyễn Văn Ước', phone: job.numberPhone },
      vehicle: { plate: job.vehicle.plate, model: 'Toyota Vios', year: 2019, odometerKm: 42_350 },
      garage: { legalName: GARAGE.legalName, taxCode: GARAGE.taxCode, branchName: 'Chi nhánh Thủ Đức' },
    });
    expect(invoice.garage.address).toContain('Võ Văn Ngân');
  });

  it('shows the job to its own customer and staff only: a stranger hears the job is not there, nobody signed out gets it', async () => {
    const job = await customersJob();
    await quote(job._id);
    expect((await get(invoiceUrl(job._id), customer)).statusCode).toBe(200);
    expect((await get(invoiceUrl(job._id), admin)).statusCode).toBe(200);
    for (const url of [invoiceUrl(job._id), pdfUrl(job._id)]) {
      const refused = await get(url, stranger);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: messages.repairs.notFound });
      expect((await get(url)).statusCode).toBe(401);
    }
    const missing = await get(invoiceUrl('65f0a0000000000000009999'), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: messages.repairs.notFound });
  });

  it('has no invoice while the quote has no answer to its current version', async () => {
    const noQuote = await customersJob();
    const unanswered = await customersJob();
    await quote(unanswered._id, { answeredVersion: null });
    const changed = await customersJob();
    await quote(changed._id, { version: 2, answeredVersion: 1 });
    for (const job of [noQuote, unanswered, changed]) {
      for (const url of [invoiceUrl(job._id), pdfUrl(job._id)]) {
        const res = await get(url, admin);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({ message: messages.invoices.notReady });
      }
    }
  });

  it('carries the payment once recorded: the invoice number, the method, the cashier, the day it was paid', async () => {
    const job = await customersJob();
    await quote(job._id);
    const paidAt = new Date('2026-11-20T03:15:00.000Z');
    const [payment] = await app.db.insert(repairPayments).values({ repairId: job._id, method: 'transfer', amount: 1_137_501, accountId: admin.id, paidAt }).returning();
    const invoice = (await get(invoiceUrl(job._id), customer)).json<Invoice>();
    expect(invoice).toMatchObject({
      invoiceNumber: payment!.invoiceNumber,
      issuedAt: paidAt.toISOString(),
      payment: { method: 'transfer', cashier: admin.fullName, paidAt: paidAt.toISOString() },
    });
  });

  it('sends the PDF with its name and the same total, to staff and the customer alike', async () => {
    const job = await customersJob();
    await quote(job._id, { discount: 37_000, vatRate: 10 });
    const invoice = (await get(invoiceUrl(job._id), admin)).json<Invoice>();
    for (const caller of [admin, customer]) {
      const res = await get(pdfUrl(job._id), caller);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="hoa-don-${job.code}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const text = pdfTextSquashed(res.rawPayload);
      expect(text).toContain(squash(`${INVOICE_LABELS.total}${invoiceMoney(invoice.totals.total)}`));
      expect(text).toContain(squash(invoice.amountInWords));
    }
  });

  it('draws a PDF once per content and keeps it: parallel and later downloads read it, a changed quote draws it again', async () => {
    const job = await customersJob();
    await quote(job._id);
    const before = drawn.length;
    const downloads = await Promise.all(Array.from({ length: 8 }, () => get(pdfUrl(job._id), admin)));
    for (const res of downloads) expect(res.statusCode, res.body).toBe(200);
    expect(drawn.length - before).toBe(1);
    expect(new Set(downloads.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
    // The customer's download of the same invoice is the kept one.
    expect((await get(pdfUrl(job._id), customer)).rawPayload.equals(downloads[0]!.rawPayload)).toBe(true);
    expect(drawn.length - before).toBe(1);

    await app.db.update(repairQuoteLines).set({ description: 'Má phanh trước Brembo' }).where(and(eq(repairQuoteLines.repairId, job._id), eq(repairQuoteLines.position, 0)));
    const changed = await get(pdfUrl(job._id), admin);
    expect(drawn.length - before).toBe(2);
    expect(pdfTextSquashed(changed.rawPayload)).toContain(squash('Má phanh trước Brembo'));
    expect(await app.db.select({ repairId: invoicePdfs.repairId }).from(invoicePdfs).where(eq(invoicePdfs.repairId, job._id))).toHaveLength(1);
  });

  it('queues the handover mail naming its invoice in the payment, and attaches the paid PDF when the queue sends it', async () => {
    const job = await customersJob();
    await app.mailQueue.flush();
    const sent: MailMessage[] = [];
    const send = app.mailer.send;
    app.mailer.send = async (message) => {
      sent.push(message);
    };
    try {
      const before = drawn.length;
      await driveTo(app, admin.headers, job._id, 'warranty');
      const [mail] = await app.db.select().from(mailQueue).where(and(eq(mailQueue.toAddress, customer.email), eq(mailQueue.kind, 'repairInvoice')));
      // The payment's transaction stored the job's id, no PDF: nothing was drawn while it held the job's row.
      expect(mail!.attachments).toEqual([{ filename: `hoa-don-${job.code}.pdf`, contentType: 'application/pdf', invoiceOf: job._id }]);
      await app.mailQueue.flush();
      const handover = sent.find((message) => message.subject === mail!.subject)!;
      const [attachment] = handover.attachments ?? [];
      expect(attachment).toMatchObject({ filename: `hoa-don-${job.code}.pdf`, contentType: 'application/pdf', encoding: 'base64' });
      const pdf = Buffer.from(attachment!.content, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // Drawn from the committed payment: numbered, paid in cash; and kept, so the download is the same PDF.
      expect(pdfTextSquashed(pdf)).toContain(squash(`${INVOICE_LABELS.paymentMethod}: Tiền mặt`));
      expect(pdfTextSquashed(pdf)).toMatch(/Số:\d{6}/);
      const paidDraws = drawn.slice(before).filter((invoice) => invoice.repairId === job._id);
      expect(paidDraws.map((invoice) => invoice.invoiceNumber !== null)).toEqual([true]);
      expect((await get(pdfUrl(job._id), customer)).rawPayload.equals(pdf)).toBe(true);
    } finally {
      app.mailer.send = send;
    }
  });
});
