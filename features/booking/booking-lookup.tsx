import { SearchX, TriangleAlert } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ApiError, refusalText } from '../../contract/client';
import { garageToday } from '../../contract/format';
import { messages } from '../../contract/messages';
import { useLookedUpBooking, type BookingLookupInput } from '../../entities/booking/lookup-booking';
import { Card } from '../../ui/card';
import { LazyBoundary } from '../../ui/lazy-boundary';
import { retryableLazy } from '../../ui/retryable-lazy';
import { Skeleton } from '../../ui/skeleton';
import { BookingLookupForm } from './booking-lookup-form';

// The found booking's card and its dialogs (Radix, focus trap, scroll lock) load with the first
// lookup, alongside the request, not with the page.
const loadCard = () => import('./looked-up-booking');
const LookedUpBooking = retryableLazy(() => loadCard().then((module) => module.LookedUpBooking));

export interface BookingLookupProps {
  /** The reference the address carried (`?ma=`). */
  initialCode?: string;
  /** The phone this tab booked with, handed over by the card after booking (never in the address). */
  knownPhone?: string;
  /** The clock; stories fix it so what can still be changed stays the same. */
  now?: () => Date;
}

/**
 * 'Tra cứu lịch hẹn': anyone who booked, signed in or not, finds the booking by its reference
 * and phone, and sees, moves or cancels it. A wrong pair, too many tries and a lost connection
 * each say so in their own words.
 */
export function BookingLookup({ initialCode = '', knownPhone, now = () => new Date() }: BookingLookupProps) {
  const [lookup, setLookup] = useState<BookingLookupInput | null>(null);
  const [drawnAt] = useState(now);
  /** Each time the visitor asks: a card whose chunk failed to load is tried again at the next. */
  const [attempt, setAttempt] = useState(0);
  /** The attempt whose card could not be loaded: said as a failed lookup. */
  const [cardFailed, setCardFailed] = useState<number | null>(null);
  const result = useLookedUpBooking(lookup);
  const { mutate } = result;

  const onLookup = useCallback(
    (next: BookingLookupInput) => {
      loadCard().catch(() => undefined);
      setAttempt((count) => count + 1);
      // The same pair again (after a lost connection, say) is asked again; another one is a new key.
      if (lookup && lookup.code === next.code && lookup.phone === next.phone) void mutate();
      else setLookup(next);
    },
    [lookup, mutate],
  );

  const error = (result.error as unknown) ?? (cardFailed === attempt ? new Error(messages.bookings.lookupFailed) : undefined);
  const searching = (
    <div role="status" aria-label={messages.lookup.searching} className="space-y-3 rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
  const notFound = error instanceof ApiError && error.status === 404;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{messages.lookup.title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">{messages.lookup.intro}</p>
      </header>

      <Card padding="md">
        <BookingLookupForm defaultCode={initialCode} knownPhone={knownPhone} pending={result.isValidating} onLookup={onLookup} />
      </Card>

      {lookup && result.isLoading ? (
        searching
      ) : error ? (
        <div role="alert" className="flex items-start gap-3 rounded-card bg-danger-soft p-4 text-danger-ink ring-1 ring-danger-line">
          {notFound ? <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
          <p className="font-semibold">{refusalText(error, messages.bookings.lookupFailed)}</p>
        </div>
      ) : lookup && result.data ? (
        <LazyBoundary
          fallback={searching}
          retryKey={attempt}
          onError={() => {
            LookedUpBooking.retry();
            setCardFailed(attempt);
          }}
        >
          <LookedUpBooking
            key={`${lookup.code}-${lookup.phone}`}
            booking={result.data}
            lookup={lookup}
            now={drawnAt}
            today={garageToday(drawnAt)}
            onStale={() => void mutate()}
          />
        </LazyBoundary>
      ) : null}
    </div>
  );
}
