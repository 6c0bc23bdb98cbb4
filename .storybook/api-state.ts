import { delay, getResponse, http, HttpResponse, RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { messages } from '../contract/messages';
import { TOTAL_COUNT_HEADER } from '../contract/paging';

/** The API states a tester puts any screen in from the toolbar, without writing a story. */
export const apiStates = ['normal', 'empty', 'slow', 'error', 'offline', 'signedOut', 'forbidden'] as const;
export type ApiState = (typeof apiStates)[number];

export const apiStateTitles: Record<ApiState, string> = {
  normal: 'Bình thường',
  empty: 'Trống',
  slow: 'Chậm 2 giây',
  error: 'Lỗi máy chủ 500',
  offline: 'Mất mạng',
  signedOut: 'Chưa đăng nhập 401',
  forbidden: 'Không có quyền 403',
};

export const SLOW_API_MS = 2000;

export function isApiState(value: unknown): value is ApiState {
  return typeof value === 'string' && (apiStates as readonly string[]).includes(value);
}

/**
 * The list a story answers, emptied: every array becomes [], and a count beside an emptied list
 * (`total`, `count`) becomes 0, so `{ items, total }` reads as an empty page. Objects that are not
 * lists keep their other fields: a screen with a header and an empty table is what "empty" means.
 */
export function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, field]) => [key, emptied(field)] as const);
  const hadList = Object.values(value).some((field) => Array.isArray(field) && field.length > 0);
  return Object.fromEntries(entries.map(([key, field]) => [key, hadList && (key === 'total' || key === 'count') && typeof field === 'number' ? 0 : field]));
}

const apiPath = /\/api\//;

/** The server's own bodies (server/plugins/errors.ts): `{ message }` with its Vietnamese text. */
function refusal(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

let activeState: ApiState = 'normal';

/**
 * One handler for every `/api/*` call, which reads the toolbar's state at request time: it refuses
 * or fails the call, or waits and then lets the story's handlers answer (a resolver that returns
 * nothing falls through to the next handler), or empties the story's answer to a read.
 */
const apiStateHandler: RequestHandler = http.all(apiPath, async ({ request }) => {
  switch (activeState) {
    case 'normal':
      return undefined;
    case 'slow':
      await delay(SLOW_API_MS);
      return undefined;
    case 'error':
      return refusal(500, messages.common.serverError);
    case 'offline':
      return HttpResponse.error();
    case 'signedOut':
      return refusal(401, messages.common.unauthorized);
    case 'forbidden':
      return refusal(403, messages.common.forbidden);
    case 'empty':
      return request.method === 'GET' ? emptiedAnswer(request) : undefined;
  }
});

let worker: Pick<SetupWorker, 'use' | 'listHandlers'> | undefined;

/** The preview's beforeEach hands over the story's worker. */
export function watchApiState(msw: Pick<SetupWorker, 'use' | 'listHandlers'>) {
  worker = msw;
}

/**
 * Called at each render with the toolbar's state. Render comes after every beforeEach (the
 * preview's, the meta's, the story's), so the handler put in front here wins over the story's
 * own handlers, which `msw.use` put in front of the preview's.
 */
export function applyApiState(state: unknown) {
  activeState = isApiState(state) ? state : 'normal';
  if (activeState === 'normal' || !worker) return;
  if (worker.listHandlers()[0] !== apiStateHandler) worker.use(apiStateHandler);
}

/** The story's own answer to a read, with its lists emptied. */
async function emptiedAnswer(request: Request): Promise<Response | undefined> {
  const others = (worker?.listHandlers() ?? []).filter((one): one is RequestHandler => one !== apiStateHandler && one instanceof RequestHandler);
  const answer = await getResponse(others, request);
  if (!answer || !answer.ok || !(answer.headers.get('Content-Type') ?? '').includes('json')) return answer;
  const text = await answer.text();
  const headers = new Headers(answer.headers);
  if (headers.has(TOTAL_COUNT_HEADER)) headers.set(TOTAL_COUNT_HEADER, '0');
  headers.delete('Content-Length');
  return HttpResponse.json(emptied(text ? JSON.parse(text) : null) as never, { status: answer.status, headers });
}
