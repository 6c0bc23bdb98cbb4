/**
 * Sent on `window` by `App` (app/app.tsx) once React has hydrated a server-rendered page (its
 * root has committed): app/hydrate-after-paint.ts then gives back the forms sent before it. A plain
 * string, so the small loader imports nothing else.
 */
export const PAGE_HYDRATED_EVENT = 'garage:page-hydrated';

/**
 * Set on <html> by `App` at the same moment as the event: the page is React's, whether the server
 * drew it (hydrated) or the browser did. Tests wait on it; an event sent before they listen is gone.
 */
export const PAGE_HYDRATED_ATTRIBUTE = 'data-page-hydrated';
