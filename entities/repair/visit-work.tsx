import { Wrench } from 'lucide-react';
import { messages } from '../../contract/messages';

/** What a past visit did: the approved lines of its quote, for the car's history (staff and customer alike). */
export function VisitWork({ work }: { work: readonly string[] }) {
  if (work.length === 0) return null;
  return (
    <div className="mt-1 flex min-w-0 items-start gap-1.5 text-sm text-ink">
      <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-400" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">{messages.myVehicles.workDone}:</span> {work.join('; ')}
      </p>
    </div>
  );
}
