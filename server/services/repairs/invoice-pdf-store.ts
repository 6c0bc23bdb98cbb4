import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { invoiceDateText, invoiceFileName, type Invoice } from '../../../contract/invoices';
import type { Db } from '../../db/client';
import { invoicePdfs, type QueuedAttachment } from '../../db/schema';
import type { PaymentRequest } from '../../../contract/payment-request';
import { drawInvoicePdf } from '../../lib/invoice-pdf-thread';
import { owedTransfer } from '../money/payment-request';
import type { MailMessage } from '../../plugins/mail';
import { invoiceOf } from './invoice';

// A job's invoice PDF is drawn once per content and kept (invoice_pdfs): downloads of an unchanged
// invoice, and the handover mail, read the kept one. Drawing is on the PDF thread
// (lib/invoice-pdf-thread.ts) and never inside a transaction: the payment's only names the PDF in
// its mail (invoicePdfToAttach), and the mail queue attaches it when it sends (invoicePdfAttachment).

/** Raised when server/lib/invoice-pdf.ts draws a sheet differently, so kept PDFs are drawn again. */
const SHEET_VERSION = 2;

/** Everything the sheet prints: a preview is dated `now`, but only its day is printed, so it stays the same PDF all day. */
export function invoiceFingerprint(invoice: Invoice, transfer: PaymentRequest | null = null): string {
  const printed = { ...invoice, issuedAt: invoiceDateText(invoice.issuedAt), transfer };
  return createHash('sha256').update(`${SHEET_VERSION}\n${JSON.stringify(printed)}`).digest('base64url');
}

/** Draws in progress in this process, by job and fingerprint: parallel downloads wait for the one drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/** The invoice's PDF: the kept one when it was drawn from the same content, else drawn now and kept. */
export async function keptInvoicePdf(db: Db, invoice: Invoice): Promise<Buffer> {
  // An unpaid invoice carries the VietQR code of what is owed: its sum and account are part of what prints.
  const transfer = invoice.payment === null ? await owedTransfer(db, invoice.repairId) : null;
  const fingerprint = invoiceFingerprint(invoice, transfer);
  const [kept] = await db
    .select({ pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .where(and(eq(invoicePdfs.repairId, invoice.repairId), eq(invoicePdfs.fingerprint, fingerprint)));
  if (kept) return Buffer.from(kept.pdf.buffer, kept.pdf.byteOffset, kept.pdf.byteLength);
  const key = `${invoice.repairId}\u0000${fingerprint}`;
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const pdf = await drawInvoicePdf(invoice, { transfer });
      // One row per job: an older content's PDF is never read again, so the new one replaces it.
      await db
        .insert(invoicePdfs)
        .values({ repairId: invoice.repairId, fingerprint, pdf })
        .onConflictDoUpdate({ target: invoicePdfs.repairId, set: { fingerprint, pdf, drawnAt: sql`now()` } });
      return pdf;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

/**
 * What the payment's transaction stores in the handover mail: the job whose invoice goes with it,
 * not the PDF. The mail exists with the payment (or neither does), and whichever process sends it,
 * even after a restart, attaches the invoice as it was paid.
 */
export function invoicePdfToAttach(repairId: string, code: string): QueuedAttachment {
  return { filename: invoiceFileName(code), contentType: 'application/pdf', invoiceOf: repairId };
}

/** The named invoice as a mail's file, when the mail is sent: base64 text, which nodemailer decodes. */
export async function invoicePdfAttachment(db: Db, repairId: string, filename: string): Promise<NonNullable<MailMessage['attachments']>[number]> {
  const pdf = await keptInvoicePdf(db, await invoiceOf(db, repairId));
  return { filename, content: pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' };
}
