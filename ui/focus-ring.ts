/**
 * One focus indicator for every interactive element: a 2 px orange outline with an
 * offset, visible on white, canvas and navy alike, and only for keyboard focus.
 */
export const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
