import { CircleAlert } from 'lucide-react';

/**
 * The last refusal, repeated inside the dialog: an open modal hides the page (toasts
 * included) from screen readers, so the reason must also be said where the focus is.
 */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
