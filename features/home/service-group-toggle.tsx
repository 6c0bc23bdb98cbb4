import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

/** Marks the card a toggle belongs to: a mouse leaving it closes what a click opened. */
export const SERVICE_CARD_ATTRIBUTE = 'data-service-card';

export interface ServiceGroupToggleProps {
  /** Names the button: 'Các dịch vụ bảo dưỡng'. */
  label: string;
  /** The id of the list it shows. */
  listId: string;
}

/**
 * The button that shows a service family's four services on a touch screen, where nothing
 * hovers. An island hydrated with React alone at the first touch of it (a tap before its code is
 * given to it once it is there): the card and its list are HTML, and the list shows by CSS
 * while this button says it is expanded (features/home/featured-services.tsx).
 */
export function ServiceGroupToggle({ label, listId }: ServiceGroupToggleProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A mouse leaving the card closes what a click opened, as hover would; a finger touching
    // something else (say, the fixed header over a link) does not close what a tap opened.
    const card = ref.current?.closest(`[${SERVICE_CARD_ATTRIBUTE}]`);
    if (!card) return;
    const close = (event: Event) => {
      if ((event as PointerEvent).pointerType === 'mouse') setOpen(false);
    };
    card.addEventListener('pointerleave', close);
    return () => card.removeEventListener('pointerleave', close);
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={listId}
      aria-label={label}
      onClick={() => setOpen((value) => !value)}
      className={cn('flex size-control-md cursor-pointer items-center justify-center rounded-pill bg-white/10 hover:bg-white/20', focusRing)}
    >
      <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', open && 'rotate-180')} />
    </button>
  );
}
