/**
 * Set on <html> by `App` (app/app.tsx) once its root has committed: the page the browser draws is
 * React's. Tests wait on it (a page the server drew is islands, which say so one by one).
 */
export const PAGE_HYDRATED_ATTRIBUTE = 'data-page-hydrated';
