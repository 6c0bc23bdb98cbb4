import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/** Below Tailwind's `sm`: the panel is a full-width sheet there. */
const PHONE_QUERY = '(max-width: 639px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * On phones the panel covers the screen. The on-screen keyboard shrinks only the visual
 * viewport (iOS keeps `100dvh` as it was, Android Chrome too by default), so the sheet
 * follows the visual viewport's height and offset: the input stays right above the keyboard.
 * The page behind is locked meanwhile, so it does not scroll under the sheet and jump back.
 */
export function usePhoneSheet(ref: RefObject<HTMLElement | null>) {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);

  useEffect(() => {
    const sheet = ref.current;
    if (!phone || !sheet) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const viewport = window.visualViewport;
    const fit = () => {
      if (!viewport) return;
      sheet.style.height = `${viewport.height}px`;
      sheet.style.top = `${viewport.offsetTop}px`;
    };
    fit();
    viewport?.addEventListener('resize', fit);
    viewport?.addEventListener('scroll', fit);
    return () => {
      body.style.overflow = previousOverflow;
      viewport?.removeEventListener('resize', fit);
      viewport?.removeEventListener('scroll', fit);
      sheet.style.height = '';
      sheet.style.top = '';
    };
  }, [phone, ref]);

  return phone;
}
