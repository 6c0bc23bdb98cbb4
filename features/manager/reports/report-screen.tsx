import { useSearchParams } from 'react-router-dom';
import { garageToday } from '../../../contract/format';
import { BRANCH_IDS, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { branchScope, isReportMonth, monthText, reportPeriod, reportPeriodProblem, type Report } from '../../../contract/reports';
import { useReport, type ReportFilters as Filters } from '../../../entities/report/get-report';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { loadErrorText, useLoadErrorToast } from '../use-load-error-toast';
import { AttendanceFigure } from './attendance-figure';
import { ChatsFigure } from './chats-figure';
import { QuotesFigure } from './quotes-figure';
import { ReportFilters, type ReportFilterValues } from './report-filters';
import { RevenueFigure } from './revenue-figure';
import { ServicesFigure } from './services-figure';
import { StepsFigure } from './steps-figure';

const monthParam = (value: string | null) => (value && isReportMonth(value) ? value : undefined);
const branchParam = (value: string | null) => (BRANCH_IDS.includes(value as BranchId) ? (value as BranchId) : undefined);

/** Nothing at all to show in the period: no money, no job, no booking, no chat. */
function isEmpty(report: Report) {
  return (
    report.revenue.count === 0 &&
    report.steps.open === 0 &&
    report.steps.stays === 0 &&
    report.services.rows.length === 0 &&
    report.quotes.answered === 0 &&
    report.attendance.bookings === 0 &&
    report.chats.chats === 0
  );
}

/**
 * `/manager/reports` (the master's): the business month by month, at one branch or both. The
 * period and branch live in the address (`?from=2025-04&to=2026-03&branch=thu-duc`, the last 12
 * months by default); a period the contract refuses is said under the fields and not asked for.
 * Each figure has its chart, its table and its CSV; the last answer stays while another loads.
 */
export function ReportScreen() {
  const [params, setParams] = useSearchParams();
  const thisMonth = garageToday().slice(0, 7);
  const period = reportPeriod({ from: monthParam(params.get('from')), to: monthParam(params.get('to')) }, garageToday());
  const branch = branchParam(params.get('branch'));
  const problem = reportPeriodProblem(period.from, period.to);
  const filters: Filters = { ...period, branch };
  const { data, error, isLoading, isValidating, mutate } = useReport(problem ? null : filters);
  // Said in place when nothing was read; a refresh failing behind what is shown is the toast's.
  useLoadErrorToast(data ? error : undefined, messages.reports.loadFailed);

  const change = (next: ReportFilterValues) =>
    setParams((current) => {
      current.set('from', next.from);
      current.set('to', next.to);
      if (next.branch) current.set('branch', next.branch);
      else current.delete('branch');
      return current;
    });

  // What is on screen is the answer's own period: while another loads, the last one stays.
  const shown: Filters | null = data ? { from: data.from, to: data.to, branch: data.branch ?? undefined } : null;

  return (
    <section aria-labelledby="reports-title" className="min-w-0 space-y-6">
      <header>
        <h1 id="reports-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Báo cáo kinh doanh
        </h1>
        <p className="mt-1 text-ink-muted">Doanh thu, xưởng, dịch vụ, báo giá, lịch hẹn và tin nhắn theo tháng, giờ Việt Nam.</p>
      </header>

      <ReportFilters value={filters} thisMonth={thisMonth} onChange={change} problem={problem} />

      {problem ? null : data && shown ? (
        <div aria-busy={isValidating || undefined} className="min-w-0 space-y-6">
          <p aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink-muted">
            <span>
              Từ tháng {monthText(data.from)} đến tháng {monthText(data.to)} · {branchScope(data.branch)}
            </span>
            {isValidating ? <Spinner label={messages.common.loading} showLabel className="text-ink-muted" /> : null}
          </p>
          {isEmpty(data) ? (
            <p className="rounded-card bg-surface p-8 text-center text-ink-muted shadow-card ring-1 ring-line">{messages.reports.empty}</p>
          ) : (
            <>
              <RevenueFigure revenue={data.revenue} filters={shown} />
              <StepsFigure steps={data.steps} filters={shown} />
              <ServicesFigure services={data.services} filters={shown} />
              <QuotesFigure quotes={data.quotes} filters={shown} />
              <AttendanceFigure attendance={data.attendance} filters={shown} />
              <ChatsFigure chats={data.chats} filters={shown} />
            </>
          )}
        </div>
      ) : error ? (
        <LoadError error={error} message={loadErrorText(error, messages.reports.loadFailed)} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <div className="space-y-4">
          <Spinner showLabel label={messages.common.loading} />
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      ) : null}
    </section>
  );
}
