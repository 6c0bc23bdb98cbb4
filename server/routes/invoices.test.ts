// @postgres: the same rules on the Postgres server (scripts/test-pg.mjs runs this file there too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '../../contract/amount-words';
import { buildPath } from '../../contract/endpoint';
import { GARAGE } from '../../contract/garage';
import { getInvoice, getInvoicePdf, INVOICE_LABELS, invoiceMoney, type Invoice } from '../../contract/invoices';
import { messages } from '../../contract/messages';
import { lineTotal, quoteTotals, type QuoteLineKind, type VatRate } from '../../contract/quote-rules';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { bookings, repairPayments, repairQuoteLines, repairQuotes } from '../db/schema';
import { invoiceAttachment } from '../lib/invoice-pdf';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { pdfTextSquashed, squash } from '../test/pdf-text';
import { createTestApp } from '../test/test-app';

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

  it('lists the approved lines only, totalled by quoteTotals with the discount and VAT, the total in words; a preview before payment', async () => {
    const job = await customersJob();
    await quote(job._id, { discount: 37_000, vatRate: 8 });
    const res = await get(invoiceUrl(job._id), admin);
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json<Invoice>();
    const approved = LINES.filter((line) => line.approved);
    const totals = quoteTotals(approved, 37_000, 8);
    // 850,000 + 187,501 (1.25 h x 150,001, half up) + 100,000 - 37,000, then 8 % VAT half up.
    expect(totals).toEqual({ subtotal: 1_137_501, discount: 37_000, vat: 88_040, total: 1_188_541 });
    expect(invoice.totals).toEqual(totals);
    expect(invoice.amountInWords).toBe(amountInWords(totals.total));
    expect(invoice.amountInWords).toBe('Một triệu một trăm tám mươi tám nghìn năm trăm bốn mươi mốt đồng');
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

  it("gives the handover mail its attachment, read inside the payment's transaction", async () => {
    const job = await customersJob();
    await quote(job._id);
    const attachment = await app.db.transaction(async (tx) => {
      await tx.insert(repairPayments).values({ repairId: job._id, method: 'cash', amount: 1_137_501, accountId: admin.id });
      return invoiceAttachment(tx, job._id);
    });
    expect(attachment).toMatchObject({ filename: `hoa-don-${job.code}.pdf`, contentType: 'application/pdf', encoding: 'base64' });
    const pdf = Buffer.from(attachment.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The payment written in the same transaction is on it: numbered, paid in cash.
    expect(pdfTextSquashed(pdf)).toContain(squash(`${INVOICE_LABELS.paymentMethod}: Tiền mặt`));
    expect(pdfTextSquashed(pdf)).toMatch(/Số:\d{6}/);
  });
});
