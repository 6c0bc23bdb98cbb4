import { CarFront, ChevronRight, CircleAlert, MessageSquareReply } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CITY_BRANCHES, type BranchId } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { formatDateTime } from '../../contract/format';
import { displayPlate, REPAIR_STEP_LABELS, REPAIR_STEPS, CLOSING_STEP } from '../../contract/repair-steps';
import { useWorkshopCounts } from '../../entities/repair/get-workshop-counts';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';

const boardHref = (branch: BranchId, step?: string) => `/manager/repairs?branch=${branch}${step ? `&step=${step}` : ''}`;

/** One branch's workshop: cars per step (open jobs), the ones past their step's limit in red and in words. */
function BranchCounts({ branch, name }: { branch: BranchId; name: string }) {
  const { data, error, mutate } = useWorkshopCounts(branch);
  const titleId = `workshop-counts-${branch}`;
  if (error && !data) return <LoadError error={error} message={messages.repairs.countsLoadFailed} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton className="block h-40" />;
  const byStep = new Map(data.steps.map((item) => [item.step, item]));
  const steps = REPAIR_STEPS.filter((step) => step !== CLOSING_STEP).map((step) => ({ step, count: byStep.get(step)?.count ?? 0, overdue: byStep.get(step)?.overdue ?? 0 }));
  const total = steps.reduce((sum, item) => sum + item.count, 0);
  const overdue = steps.reduce((sum, item) => sum + item.overdue, 0);
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-control p-3 ring-1 ring-line">
      <h4 id={titleId} className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={boardHref(branch)} className={cn('inline-flex items-center gap-1 rounded-tight font-bold text-navy-900 hover:text-brand-700', focusRing)}>
          {name}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
        <span className="text-sm text-ink-muted">
          <span className="font-semibold text-ink tabular-nums">{total}</span> xe
          {overdue ? <span className="font-semibold text-danger-ink"> · {overdue} quá hạn</span> : null}
        </span>
      </h4>
      {total === 0 ? (
        <p className="text-sm text-ink-muted">Không có xe trong xưởng.</p>
      ) : (
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
          {steps
            .filter((item) => item.count > 0)
            .map((item) => (
              <li key={item.step}>
                <Link
                  to={boardHref(branch, item.step)}
                  className={cn(
                    'flex items-center justify-between gap-2 rounded-tight px-2 py-1 hover:bg-navy-50',
                    item.overdue ? 'bg-danger-soft text-danger-ink' : 'text-ink',
                    focusRing,
                  )}
                >
                  <span className="min-w-0 break-words">{REPAIR_STEP_LABELS[item.step]}</span>
                  <span className="flex shrink-0 items-center gap-1 font-semibold tabular-nums">
                    {item.count}
                    {item.overdue ? (
                      <span className="inline-flex items-center gap-0.5 text-xs">
                        <CircleAlert aria-hidden="true" className="size-3.5" />
                        {item.overdue} quá hạn
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      )}
      {data.answeredQuotes.length > 0 ? (
        // Until someone moves the job: the alert's toast is gone in seconds, this is not.
        <div className="space-y-1.5 rounded-tight bg-success-soft p-2 ring-1 ring-success-line">
          <p id={`${titleId}-answered`} className="flex items-center gap-1.5 text-sm font-semibold text-success-ink">
            <MessageSquareReply aria-hidden="true" className="size-4 shrink-0" />
            {messages.quotes.answeredListTitle}
          </p>
          <ul aria-labelledby={`${titleId}-answered`} className="space-y-1 text-sm">
            {data.answeredQuotes.map((job) => (
              <li key={job._id}>
                <Link to={`/manager/repairs/${job._id}`} className={cn('flex flex-wrap items-baseline justify-between gap-x-2 rounded-tight px-2 py-1 text-ink hover:bg-surface', focusRing)}>
                  <span className="min-w-0 font-semibold break-words">
                    {displayPlate(job.plate)} · {job.fullName}
                  </span>
                  <span className="shrink-0 text-xs text-ink-muted">{formatDateTime(job.answeredAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The start page's workshop: cars in each branch's workshop per step, each opening that branch's board on that step. */
export function WorkshopCounts() {
  return (
    <section aria-labelledby="workshop-counts-title" className="space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <h3 id="workshop-counts-title" className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        <CarFront aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        Xe trong xưởng
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        {CITY_BRANCHES.map((item) => (
          <BranchCounts key={item.id} branch={item.id} name={item.shortName} />
        ))}
      </div>
    </section>
  );
}
