import { unstable_serialize, type Middleware, type SWRResponse } from 'swr';
import { ApiError } from '../contract/client';
import { SERVER_DATA_ELEMENT_ID, type ServerData } from '../contract/page-data';

export type { ServerData } from '../contract/page-data';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's ServerData, or null when the page was not rendered on the server. */
export function readServerData(): ServerData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    if (!isRecord(data) || !isRecord(data.answers)) return null;
    const breadcrumb = isRecord(data.breadcrumb) && typeof data.breadcrumb.label === 'string' ? (data.breadcrumb as ServerData['breadcrumb']) : undefined;
    return { answers: data.answers, failures: isRecord(data.failures) ? (data.failures as ServerData['failures']) : {}, ...(breadcrumb && { breadcrumb }) };
  } catch {
    return null;
  }
}

/** Keys whose server answer is still current: those of the page the server sent, until the visitor moves on. */
const freshKeys = new Set<string>();
const freshFailures = new Map<string, ApiError>();

export function rememberServerAnswers(data: ServerData) {
  for (const key of Object.keys(data.answers)) freshKeys.add(key);
  for (const [key, failure] of Object.entries(data.failures)) freshFailures.set(key, new ApiError(failure.status, failure.message));
}

/** The visitor moved to another page: from here on every key is shown from memory, then refreshed, as usual. */
export function forgetServerAnswers() {
  freshKeys.clear();
  freshFailures.clear();
}

/** swr's answer with `failure` as its error: getters, as swr's own, so only what is read is tracked. */
function failedWith<Data>(response: SWRResponse<Data>, failure: Error): SWRResponse<Data> {
  return {
    get data() {
      return response.data;
    },
    get error() {
      return response.error ?? failure;
    },
    get isLoading() {
      return false;
    },
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
  };
}

/**
 * Keys answered by the server are not asked again when the page is drawn: swr would otherwise
 * count them as loading and fetch every one on mount. A key the server refused (404 for a
 * service that is gone) shows that refusal, not a loading state. The server draws with this too,
 * so both sides show the same thing and the hydrated page is the page that was sent.
 */
export function keepAnswers(answered: (key: string) => boolean, refusal: (key: string) => Error | undefined): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = key === null ? null : unstable_serialize(key);
    const failure = serialized === null ? undefined : refusal(serialized);
    const fromServer = serialized !== null && (failure !== undefined || answered(serialized));
    const response = useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config);
    return failure ? failedWith(response, failure) : response;
  };
}

/** In the browser: the answers of the page the server sent, until the visitor moves on. */
export const keepServerAnswers = keepAnswers(
  (key) => freshKeys.has(key),
  (key) => freshFailures.get(key),
);
