/** A call the page made that the server refused for what it asked (a service that is gone): the page shows its own message for it. */
export interface ServerFailure {
  status: number;
  message: string;
}

/**
 * What a server-rendered page was drawn with, by swr key: the server puts it in the page as
 * JSON (server/plugins/spa.ts) and swr in the browser starts with it (app/server-data.ts).
 */
export interface ServerData {
  answers: Record<string, unknown>;
  /** Refusals (4xx) only: a call that failed otherwise is asked again by the browser. */
  failures: Record<string, ServerFailure>;
  /** The last crumb the page named (an item's title), which the breadcrumb above it shows. */
  breadcrumb?: { pathname: string; label: string; replacesTrail: boolean };
}

/** The `<script type="application/json">` holding a page's ServerData; JSON, so the CSP's no-inline-script rule is kept. */
export const SERVER_DATA_ELEMENT_ID = 'du-lieu-trang';
