import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE } from '../ui/island-attributes';

/**
 * Marks the document once the app's root has committed: its effect runs after hydration (or the
 * first render) is done. Tests wait on the mark instead of reading React's private fields.
 */
export function AppReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready');
  }, []);
  return null;
}
