import { useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY as query } from './ui-values';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True when the user asked the system for less motion: no autoplay, no count-up, no smooth scroll. */
export function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
