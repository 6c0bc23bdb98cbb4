/**
 * Stories only: the quote's calls answered from the workshop's server in memory
 * (repair-story-kit.ts `workshop`), as the real server would: totals by the contract's rules,
 * a saved quote waiting for its answer, a payment that closes the job. Never imported by a screen.
 */
import { HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { listProductsPath } from '../../../contract/api-paths';
import { format, messages } from '../../../contract/messages';
import { approvedTotals, type VatRate } from '../../../contract/quote-rules';
import { recordPayment, recordPhoneAnswer, saveQuote, setNextService, type Quote, type SaveQuoteBody } from '../../../contract/repair-quotes';
import { mockOk } from '../../../mocks/endpoint-handlers';
import { answered, makeQuote } from '../../../mocks/quote-data';
import { movedOn } from '../../../mocks/repair-data';
import { demoProducts } from '../../../mocks/data/products';
import { demoParts } from '../../../mocks/data/parts';
import { listParts } from '../../../contract/parts';
import { TOTAL_COUNT_HEADER } from '../../../contract/paging';
import { workshop } from './repair-story-kit';

export const quoteCalls = { saved: fn(), phoneAnswers: fn(), payments: fn(), nextServices: fn() };

export function resetQuoteCalls() {
  for (const call of Object.values(quoteCalls)) call.mockClear();
}

const jobIndex = (id: unknown) => workshop.jobs.findIndex((job) => job._id === id);

/** The catalogue's parts as the editor lists them (every service of the demo catalogue, with its stock). */
export const partsHandler = () => http.get(listProductsPath, () => HttpResponse.json(demoProducts));

/** The parts store's parts in use, with their stock per branch (the editor's part lines pick them first). */
export const storedPartsHandler = () => http.get(listParts.path, () => HttpResponse.json(demoParts, { headers: { [TOTAL_COUNT_HEADER]: String(demoParts.length) } }));

export function quoteHandlers() {
  return [
    partsHandler(),
    storedPartsHandler(),
    http.put(saveQuote.path, async ({ request, params }) => {
      const body = (await request.json()) as SaveQuoteBody;
      quoteCalls.saved(body);
      const index = jobIndex(params.id);
      const job = workshop.jobs[index]!;
      const version = job.quote?.version ?? 0;
      if (body.version !== version) return HttpResponse.json({ message: format(messages.quotes.staleQuote, { version }), version }, { status: 409 });
      const lines = body.lines.map((line) => ({ ...line, quantity: Number(line.quantity), unitPrice: Number(line.unitPrice) }));
      const quote: Quote = makeQuote(lines, { version: version + 1, vatRate: Number(body.vatRate) as VatRate, discount: Number(body.discount ?? 0) });
      workshop.jobs[index] = { ...job, quote, quoteState: 'waiting' };
      return HttpResponse.json(saveQuote.response.parse(quote));
    }),
    mockOk(recordPhoneAnswer, async (request, params) => {
      const body = (await request.json()) as { version: number; signedName: string; lines: Array<{ lineId: string; approved: boolean }> };
      quoteCalls.phoneAnswers(body);
      const index = jobIndex(params.id);
      const job = workshop.jobs[index]!;
      const quote = { ...answered(job.quote!, job.quote!.lines.map((line) => body.lines.find((item) => item.lineId === line._id)?.approved ?? false), body.signedName, 'phone') };
      workshop.jobs[index] = { ...job, quote, quoteState: 'answered' };
      return quote;
    }),
    mockOk(recordPayment, async (request, params) => {
      const body = (await request.json()) as { method: 'cash' | 'transfer'; version: number };
      quoteCalls.payments(body);
      const index = jobIndex(params.id);
      const job = workshop.jobs[index]!;
      const amount = approvedTotals(job.quote!.lines, job.quote!.totals.discount, job.quote!.vatRate).total;
      const payment = { invoiceNumber: 1042, method: body.method, amount, recordedBy: job.staff, paidAt: new Date().toISOString() };
      workshop.jobs[index] = { ...movedOn(job, 'warranty', 'Đã thanh toán và bàn giao xe.', true), payment };
      return { payment };
    }),
    mockOk(setNextService, async (request, params) => {
      const body = (await request.json()) as { on: string | null; km: number | null };
      quoteCalls.nextServices(body);
      const index = jobIndex(params.id);
      workshop.jobs[index] = { ...workshop.jobs[index]!, nextService: body };
      return body;
    }),
  ];
}
