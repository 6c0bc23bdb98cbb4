/**
 * Sent on `window` by `App` (app/app.tsx) once React has hydrated a server-rendered page (its
 * root has committed): app/hydrate-after-paint.ts then gives back the forms sent before it. A plain
 * string, so the small loader imports nothing else.
 */
export const PAGE_HYDRATED_EVENT = 'garage:page-hydrated';
