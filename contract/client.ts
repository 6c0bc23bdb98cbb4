import type { z } from 'zod';
import { buildPath, type Endpoint } from './endpoint';
import { messages } from './messages';
import { TOTAL_COUNT_HEADER } from './paging';

/** A failed call: the HTTP status and the server's Vietnamese message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server's own Vietnamese words when it refused for a reason the user can act on (a 4xx:
 * validation, not found, no right, too late, out of stock); `fallback` for crashes and lost
 * connections, whose details mean nothing to a user.
 */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /**
   * Called when the server says the session is over: 401 (ended or expired), or 403 for a locked
   * account (a lock ends its sessions for good; the error carries the server's words).
   */
  onUnauthorized?: (error: ApiError) => void;
  /** How requests go out: the browser's fetch, or, for pages rendered on the server, a call into the server itself. */
  fetch?: typeof fetch;
}

let options: ApiClientOptions = { baseUrl: '', getToken: () => null };

export function configureApiClient(next: Partial<ApiClientOptions>) {
  options = { ...options, ...next };
}

export interface RequestInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls an endpoint of the contract and checks the answer against its response schema. */
export async function apiRequest<E extends Endpoint>(endpoint: E, input: RequestInput = {}): Promise<z.output<E['response']>> {
  return (await send(endpoint, input)).data;
}

export interface ListPage<T> {
  items: T[];
  /** Rows matching the query across all pages. */
  total: number;
}

/** One page of a list endpoint that answers a bare array and its total in `X-Total-Count`. */
export async function apiRequestPage<E extends Endpoint>(
  endpoint: E,
  input: RequestInput = {},
): Promise<ListPage<z.output<E['response']> extends readonly (infer T)[] ? T : never>> {
  const { data, headers } = await send(endpoint, input);
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}

/** A file the server sent for download (a CSV export), with the name it suggested. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function attachmentFileName(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name falls through to the plain one.
    }
  }
  return header?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/** Calls an endpoint that answers a file (not JSON): the bytes as a Blob, kept exactly as sent. */
export async function apiDownload<E extends Endpoint>(endpoint: E, input: RequestInput, fallbackName: string): Promise<DownloadedFile> {
  const response = await fetchChecked(endpoint, input, '*/*');
  return { blob: await response.blob(), fileName: attachmentFileName(response.headers.get('Content-Disposition'), fallbackName) };
}

async function send<E extends Endpoint>(endpoint: E, input: RequestInput): Promise<{ data: z.output<E['response']>; headers: Headers }> {
  const response = await fetchChecked(endpoint, input, 'application/json');
  const data = parseJson(await response.text());
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, messages.common.invalidData, data);
  return { data: parsed.data as z.output<E['response']>, headers: response.headers };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends the request; a failed answer becomes an ApiError carrying the server's message. */
async function fetchChecked(endpoint: Endpoint, input: RequestInput, accept: string): Promise<Response> {
  let url = options.baseUrl + buildPath(endpoint.path, input.params);
  if (input.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  const headers: Record<string, string> = { Accept: accept, ...input.headers };
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      credentials: 'same-origin',
      signal: input.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, messages.common.connectionError);
  }
  if (response.ok) return response;

  const data = parseJson(await response.text());
  const serverMessage = data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' ? data.message : undefined;
  const error = new ApiError(response.status, serverMessage ?? messages.common.serverError, data);
  if (token && sessionIsOver(error)) options.onUnauthorized?.(error);
  throw error;
}

/** A refusal that ends the session, not just this call: signed out (401) or locked out (403 with the lock's text). */
export function sessionIsOver(error: ApiError): boolean {
  return error.status === 401 || (error.status === 403 && error.message === messages.auth.accountLocked);
}
