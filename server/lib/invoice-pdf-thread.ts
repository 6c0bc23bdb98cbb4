import { Worker } from 'node:worker_threads';
import type { Invoice } from '../../contract/invoices';
import type { PaymentRequest } from '../../contract/payment-request';
import type { DrawAnswer, DrawRequest } from './invoice-pdf-worker';

// Invoice PDFs drawn off the main thread, on one worker thread (invoice-pdf-worker.ts), so the API
// answers while a PDF draws. One thread, not a pool: a PDF is CPU for a few hundred ms at most
// (line breaking is linear) and each one drawn is kept (invoice_pdfs), so a second thread would
// only take a core the API and the database share; a queue of one needs no pool library.
//
// The worker's file is found beside this module: invoice-pdf-worker-source.mjs under tsx and vitest
// (it registers tsx in the thread, then loads invoice-pdf-worker.ts), invoice-pdf-worker.js beside dist-server/main.js in the
// built server (scripts/build-server.mjs bundles it as its own entry).

interface Waiting {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './invoice-pdf-worker-source.mjs' : './invoice-pdf-worker.js', import.meta.url);

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function failAll(error: Error) {
  for (const entry of waiting.values()) entry.reject(error);
  waiting.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(workerUrl, { name: 'invoice-pdf' });
  started.on('message', (answer: DrawAnswer) => {
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if ('error' in answer) entry.reject(new Error(`invoice PDF: ${answer.error}`));
    else entry.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    // An idle thread does not keep the process alive (a script, a test run, a closing server).
    if (waiting.size === 0) started.unref();
  });
  started.on('error', (error) => {
    if (worker === started) worker = null;
    failAll(error);
  });
  started.on('exit', (code) => {
    if (worker !== started) return;
    // A thread that died (out of memory, killed) is started again by the next PDF.
    worker = null;
    failAll(new Error(`invoice PDF thread stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

/** The invoice as an A4 PDF, drawn on the PDF thread. */
export function drawInvoicePdf(invoice: Invoice, options: { compress?: boolean; transfer?: PaymentRequest | null } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const id = (nextId += 1);
    waiting.set(id, { resolve, reject });
    const target = thread();
    target.ref();
    target.postMessage({ id, invoice, compress: options.compress ?? true, transfer: options.transfer ?? null } satisfies DrawRequest);
  });
}
