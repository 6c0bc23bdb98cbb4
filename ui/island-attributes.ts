// The attributes an island's element carries in the page: written by `Island` (ui/island.tsx),
// read by the browser's island loader (app/islands/islands.ts), which loads no React until an
// island needs it. Plain string constants: the build inlines them, so the loader imports nothing.

export const ISLAND_NAME_ATTRIBUTE = 'data-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_LOAD_ATTRIBUTE = 'data-island-load';
/** Present when the island hydrates once the page is idle for a visitor who is signed in or was handed state by the page before, whatever its `load`. */
export const ISLAND_SESSION_ATTRIBUTE = 'data-island-session';

/**
 * When the browser hydrates an island:
 * - `idle`: once the page has painted and the main thread is free;
 * - `visible`: when it comes near the screen;
 * - `interaction`: when the visitor first points at it, touches it, focuses it or types in it;
 * - `scroll`: as `interaction`, or at the page's first scroll.
 */
export type IslandLoad = 'idle' | 'visible' | 'interaction' | 'scroll';

/** Set by the loader on an island it started: `loading`, then `hydrated` (tests wait on it). */
export const ISLAND_STATE_ATTRIBUTE = 'data-island-state';
/** Set on <html> once the loader has scheduled every island of the page. */
export const ISLANDS_READY_ATTRIBUTE = 'data-islands';

/**
 * A page drawn as islands has no router of its own: a link an island follows loads the next page
 * whole. What the app hands a page in the history's state (the phone the card after booking passes
 * to 'Tra cứu lịch hẹn', never in the address) waits under this sessionStorage key, as
 * `{ href, state }`, for the page it was meant for; the loader there moves it into that page's
 * history entry, where a router keeps its state (`{ usr }`): a reload keeps it, another tab never sees it.
 */
export const HANDED_STATE_KEY = 'page-state';
