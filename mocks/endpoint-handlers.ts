import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';

type Method = Lowercase<Endpoint['method']>;

function handlerFor(endpoint: Endpoint, resolver: HttpResponseResolver<PathParams, DefaultBodyType>) {
  const method = endpoint.method.toLowerCase() as Method;
  return http[method](endpoint.path, resolver);
}

/**
 * Answers an endpoint with data that must satisfy the contract's response schema: a mock
 * that says something the real server never would fails the story at once.
 */
export function mockOk<E extends Endpoint>(
  endpoint: E,
  answer: z.input<E['response']> | ((request: Request, params: PathParams) => z.input<E['response']> | Promise<z.input<E['response']>>),
  options: { status?: number; delayMs?: number } = {},
) {
  return handlerFor(endpoint, async ({ request, params }) => {
    if (options.delayMs) await delay(options.delayMs);
    const value = typeof answer === 'function' ? await (answer as (r: Request, p: PathParams) => unknown)(request, params) : answer;
    const checked = endpoint.response.parse(value);
    return HttpResponse.json(checked as DefaultBodyType, { status: options.status ?? 200 });
  });
}

/** Answers with an error status and a Vietnamese `{ message }`, as the server does. */
export function mockError(endpoint: Endpoint, status: number, message = 'Lỗi máy chủ') {
  return handlerFor(endpoint, () => HttpResponse.json({ message }, { status }));
}

/** The network itself fails (server down, connection reset). */
export function mockNetworkError(endpoint: Endpoint) {
  return handlerFor(endpoint, () => HttpResponse.error());
}

/** Never answers, to show a loading state for as long as the story is open. */
export function mockPending(endpoint: Endpoint) {
  return handlerFor(endpoint, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });
}

/** Answers a download endpoint (a CSV export) with a file, as the server does. */
export function mockFile(endpoint: Endpoint, file: (request: Request) => { fileName: string; text: string; type?: string }) {
  return handlerFor(endpoint, ({ request }) => {
    const { fileName, text, type = 'text/csv; charset=utf-8' } = file(request);
    return new HttpResponse(text, { headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"` } });
  });
}
