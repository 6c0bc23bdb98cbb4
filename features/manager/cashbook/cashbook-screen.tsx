import { ChevronLeft, ChevronRight, MapPin } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDay, garageToday } from '../../../contract/format';
import { branchOf, CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { useCashDay } from '../../../entities/cashbook/get-cash-day';
import { useUsualBranch } from '../../../entities/branch/get-branch-settings';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { boardBranch, namesBranches } from '../branch-param';
import { boardDay, shiftDay, weekdayName } from '../day-board/board-day';
import { CashDayClosing } from './cash-day-closing';
import { CashDayHistory } from './cash-day-history';
import { CashDaySummary } from './cash-day-summary';
import { CashEntryDialog } from './cash-entry-dialog';
import { CashEntryTable } from './cash-entry-table';
import { CloseDayDialog } from './close-day-dialog';
import { ReopenDayDialog } from './reopen-day-dialog';

export interface CashbookScreenProps {
  /** Only a master reopens a closed day. */
  isMaster: boolean;
}

/**
 * `/manager/cashbook`: one branch's cash book for one day (the staff member's usual branch and
 * today in Vietnam unless `?branch=` and `?date=` say otherwise): the morning's balance, every
 * cash entry, the totals and the balance the drawer should hold. An open day takes entries and
 * is closed with the cash counted; a closed day shows the count, the difference and who closed
 * it, and only a master reopens it.
 */
export function CashbookScreen({ isMaster }: CashbookScreenProps) {
  const [params, setParams] = useSearchParams();
  const today = garageToday();
  const day = boardDay(params.get('date'), today);
  const usual = useUsualBranch();
  const branchParam = params.get('branch');
  // Until the usual branch is known, the book would show the wrong branch for a moment.
  const ready = usual.known || namesBranches(branchParam);
  const branch = boardBranch(branchParam, usual.branch);
  const { data, error, isLoading, mutate } = useCashDay(ready ? { branch, day } : null);

  const show = (next: { date?: string; branch?: BranchId }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.date !== undefined) {
        if (next.date === today) updated.delete('date');
        else updated.set('date', next.date);
      }
      if (next.branch) updated.set('branch', next.branch);
      return updated;
    });
  // The address changes in a transition: a second quick click starts from the day last asked for.
  const asked = useRef(day);
  useEffect(() => {
    asked.current = day;
  }, [day]);
  const goTo = (date: string) => {
    asked.current = date;
    show({ date });
  };
  const step = (days: number) => goTo(shiftDay(asked.current, days));

  const cashDay = ready && data?.day === day && data.branch === branch ? data : undefined;
  const future = day > today;

  let content: ReactNode = null;
  if (cashDay) {
    content = (
      <div className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {cashDay.closed ? (
            <Badge tone="neutral">Đã chốt sổ</Badge>
          ) : (
            <Badge tone="blue">Đang mở sổ</Badge>
          )}
          <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:[&>*]:flex-1">
            {cashDay.closed ? (
              isMaster ? (
                <ReopenDayDialog cashDay={cashDay} />
              ) : null
            ) : future ? null : (
              <>
                <CashEntryDialog branch={cashDay.branch} day={cashDay.day} />
                <CloseDayDialog cashDay={cashDay} />
              </>
            )}
          </div>
        </div>
        <CashDaySummary cashDay={cashDay} />
        {cashDay.closed ? <CashDayClosing closed={cashDay.closed} closingBalance={cashDay.closingBalance} /> : null}
        <CashEntryTable entries={cashDay.entries} />
        <CashDayHistory history={cashDay.history} />
      </div>
    );
  } else if (error && ready) {
    content = <LoadError error={error} message={messages.cashbookScreen.loadFailed} onRetry={() => void mutate()} />;
  } else if (isLoading || !cashDay) {
    content = (
      <div className="space-y-3">
        <Spinner showLabel label={messages.common.loading} />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((figure) => (
            <Skeleton key={figure} className="block h-20" />
          ))}
        </div>
        <Skeleton className="block h-64" />
      </div>
    );
  }

  return (
    <section aria-labelledby="cashbook-title" className="min-w-0 space-y-5">
      <header className="min-w-0">
        <h1 id="cashbook-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Sổ quỹ
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
          <time dateTime={day}>
            {weekdayName(day)}, {formatDay(day)}
          </time>
          {day === today ? (
            <Badge tone="blue" size="sm">
              Hôm nay
            </Badge>
          ) : null}
        </p>
        {ready ? <p className="mt-0.5 text-sm text-ink-muted">Tiền mặt tại {branchOf(branch)?.name}</p> : null}
      </header>

      <Tabs value={ready ? branch : ''} onValueChange={(next) => show({ branch: next as BranchId })} className="gap-5">
        <TabsList variant="pills" aria-label="Chi nhánh" className="w-full sm:w-fit">
          {CITY_BRANCHES.map((item) => (
            <TabsTrigger key={item.id} value={item.id} className="flex-1 sm:flex-none">
              <MapPin aria-hidden="true" />
              {item.shortName}
            </TabsTrigger>
          ))}
        </TabsList>

        <nav aria-label="Đổi ngày" className="flex flex-wrap items-end gap-2 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
          <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
            <Button variant="outline" className="max-sm:px-2 max-sm:[&_svg]:hidden" onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" />
              Hôm trước
            </Button>
            <Button variant="outline" className="max-sm:px-2 max-sm:[&_svg]:hidden" disabled={day === today} onClick={() => goTo(today)}>
              Hôm nay
            </Button>
            <Button variant="outline" className="max-sm:px-2 max-sm:[&_svg]:hidden" disabled={day >= today} onClick={() => step(1)}>
              Hôm sau
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <FormField label="Chọn ngày" className="w-full sm:ml-auto sm:w-48">
            <DateInput
              value={day}
              max={today}
              onChange={(event) => {
                if (event.target.value) goTo(event.target.value);
              }}
            />
          </FormField>
        </nav>

        {ready ? (
          CITY_BRANCHES.map((item) => (
            <TabsContent key={item.id} value={item.id} tabIndex={-1} className="min-w-0">
              {item.id === branch ? content : null}
            </TabsContent>
          ))
        ) : (
          content
        )}
      </Tabs>
    </section>
  );
}
