import { SearchSlash, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, refusalText } from '../../contract/client';
import { messages } from '../../contract/messages';
import { useQuoteLinkRepair } from '../../entities/repair/open-quote-link';
import { useTrackedRepair, type RepairLookupInput } from '../../entities/repair/track-repair';
import type { RepairWatchFactory, RepairWatchLoader } from '../../entities/repair/use-repair-watch';
import { Card } from '../../ui/card';
import { LazyBoundary } from '../../ui/lazy-boundary';
import { retryableLazy } from '../../ui/retryable-lazy';
import { Skeleton } from '../../ui/skeleton';
import { RepairTrackingForm } from './repair-tracking-form';

// The found job's card (timeline, photos) and its live connection load with the first lookup,
// alongside the request, not with the page.
const loadCard = () => import('./tracked-repair');
const TrackedRepair = retryableLazy(() => loadCard().then((module) => module.TrackedRepair));

export interface RepairTrackingProps {
  /** The reference the address carried (`?ma=`). */
  initialCode?: string;
  /** The one-tap quote link's token the address carried (`?duyet=`): the job opens without the form. */
  linkToken?: string | undefined;
  /** The live connection: the page passes a loader of the real one, stories a fake. */
  watchFactory: RepairWatchFactory | RepairWatchLoader;
}

/**
 * 'Theo dõi sửa chữa': anyone whose car is at the garage, signed in or not, finds the job by its
 * reference and phone and follows it through the 12 steps live. A wrong pair, too many tries and
 * a lost connection each say so in their own words.
 */
export function RepairTracking({ initialCode = '', linkToken, watchFactory }: RepairTrackingProps) {
  const [lookup, setLookup] = useState<RepairLookupInput | null>(null);
  // The link's job shows until the visitor looks another one up with the form.
  const linked = useQuoteLinkRepair(lookup ? null : (linkToken ?? null));
  useEffect(() => {
    if (linkToken) loadCard().catch(() => undefined);
  }, [linkToken]);
  /** Each time the visitor asks: a card whose chunk failed to load is tried again at the next. */
  const [attempt, setAttempt] = useState(0);
  /** The attempt whose card could not be loaded: said as a failed lookup. */
  const [cardFailed, setCardFailed] = useState<number | null>(null);
  const result = useTrackedRepair(lookup);
  const { mutate } = result;

  const onLookup = useCallback(
    (next: RepairLookupInput) => {
      loadCard().catch(() => undefined);
      setAttempt((count) => count + 1);
      // The same pair again (after a lost connection, say) is asked again; another one is a new key.
      if (lookup && lookup.code === next.code && lookup.phone === next.phone) void mutate();
      else setLookup(next);
    },
    [lookup, mutate],
  );
  const reload = useCallback(() => void mutate(), [mutate]);

  const error = (result.error as unknown) ?? (cardFailed === attempt ? new Error(messages.repairTracking.failed) : undefined);
  const searching = (
    <div role="status" aria-label={messages.lookup.searching} className="space-y-3 rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
  const notFound = error instanceof ApiError && error.status === 404;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{messages.repairTracking.title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">{messages.repairTracking.intro}</p>
      </header>

      <Card padding="md">
        <RepairTrackingForm defaultCode={initialCode} pending={result.isLoading} onLookup={onLookup} />
      </Card>

      {!lookup && linkToken ? (
        linked.error ? (
          <div role="alert" className="flex items-start gap-3 rounded-card bg-danger-soft p-4 text-danger-ink ring-1 ring-danger-line">
            <SearchSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="font-semibold">{refusalText(linked.error, messages.repairTracking.failed)}</p>
          </div>
        ) : linked.data ? (
          <LazyBoundary fallback={searching} retryKey={attempt} onError={() => TrackedRepair.retry()}>
            <TrackedRepair tracked={linked.data} onReload={() => void linked.mutate()} watchFactory={watchFactory} answerWith={{ token: linkToken }} />
          </LazyBoundary>
        ) : (
          searching
        )
      ) : lookup && result.isLoading ? (
        searching
      ) : error ? (
        <div role="alert" className="flex items-start gap-3 rounded-card bg-danger-soft p-4 text-danger-ink ring-1 ring-danger-line">
          {notFound ? <SearchSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
          <p className="font-semibold">{notFound ? messages.repairs.lookupNotFound : refusalText(error, messages.repairTracking.failed)}</p>
        </div>
      ) : lookup && result.data ? (
        <LazyBoundary
          fallback={searching}
          retryKey={attempt}
          onError={() => {
            TrackedRepair.retry();
            setCardFailed(attempt);
          }}
        >
          <TrackedRepair key={`${lookup.code}-${lookup.phone}`} tracked={result.data} onReload={reload} watchFactory={watchFactory} answerWith={{ phone: lookup.phone }} />
        </LazyBoundary>
      ) : null}
    </div>
  );
}
