/**
 * How the screens move and where they place things: values of the interface alone, which the
 * server never reads, so they live beside the components rather than in contract/.
 */

export const TOAST_DURATION_MS = 3000;
export const TOAST_TOP_OFFSET_PX = 110;
/** Below 768 px toasts sit at the bottom, above the quick-contact bar (4 rem, app/layout/floating-helpers.tsx), not over the page's heading. */
export const TOAST_PHONE_BOTTOM_OFFSET_PX = 76;
export const BANNER_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 75;
export const STRIP_SCROLL_STEP_PX = 320;
export const STRIP_CARD_WIDTH_PX = 300;
export const ROTATE_INTERVAL_MS = 3000;
export const BACK_TO_TOP_AFTER_PX = 300;
/** The media query of a visitor who asked the system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
