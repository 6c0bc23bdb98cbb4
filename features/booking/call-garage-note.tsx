import { Phone } from 'lucide-react';
import { BOOKING_PHONE } from '../../contract/garage';
import { cn } from '../../ui/cn';
import { telHref } from '../../ui/tel-href';

export interface CallGarageNoteProps {
  /** Why the booking cannot be changed online any more (changeNote). */
  note: string;
  className?: string;
}

/** Why a booking can no longer be moved or cancelled online, and the garage's booking phone to call instead. */
export function CallGarageNote({ note, className }: CallGarageNoteProps) {
  return (
    <p className={cn('flex items-start gap-2 text-sm text-ink-muted', className)}>
      <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {note}{' '}
        <a href={telHref(BOOKING_PHONE.display)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {BOOKING_PHONE.display}
        </a>
        .
      </span>
    </p>
  );
}
