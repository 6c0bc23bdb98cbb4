import { parentPort } from 'node:worker_threads';
import type { Invoice } from '../../contract/invoices';
import type { PaymentRequest } from '../../contract/payment-request';
import { invoicePdf } from './invoice-pdf';

// The thread that draws invoice PDFs (server/lib/invoice-pdf-thread.ts starts it): pdfkit and
// fontkit are synchronous, so a PDF drawn on the main thread holds every other request until it
// is done. One invoice at a time, in the order asked.

export interface DrawRequest {
  id: number;
  invoice: Invoice;
  compress: boolean;
  transfer: PaymentRequest | null;
}

export type DrawAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: DrawRequest) => {
  invoicePdf(request.invoice, { compress: request.compress, transfer: request.transfer }).then(
    (pdf) => {
      // A copy the parent owns: a Buffer from concat may share a pooled ArrayBuffer that cannot be transferred.
      const bytes = new Uint8Array(pdf);
      parentPort!.postMessage({ id: request.id, pdf: bytes } satisfies DrawAnswer, [bytes.buffer]);
    },
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies DrawAnswer),
  );
});
