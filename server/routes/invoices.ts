import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/invoices';
import { route, signedIn } from '../lib/route';
import { viewInvoice } from '../services/repairs/invoice';
import { keptInvoicePdf } from '../services/repairs/invoice-pdf-store';

/** A job's invoice: as data for the print page, and as the PDF the handover mail carries. */
export async function invoiceRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.getInvoice, ({ params, request }) => viewInvoice(deps, signedIn(request), params.id));
  route(app, contract.getInvoicePdf, async ({ params, request, reply }) => {
    const invoice = await viewInvoice(deps, signedIn(request), params.id);
    const pdf = await keptInvoicePdf(deps.db, invoice);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `attachment; filename="${contract.invoiceFileName(invoice.code)}"`);
    reply.header('Content-Length', pdf.length);
    // A payment made later changes the invoice (its number, the cashier): never kept by a cache.
    reply.header('Cache-Control', 'private, no-store');
    return Readable.from([pdf]);
  });
}
