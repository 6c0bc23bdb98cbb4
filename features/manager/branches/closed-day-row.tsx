import { CalendarX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { useRemoveClosedDay } from '../../../entities/booking/remove-closed-day';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { closedDayBranchText, closedDayDateText, type ClosedDayEntry } from './closed-day-list';

export interface ClosedDayRowProps {
  entry: ClosedDayEntry;
  /** A master removes the days he closed; a lunar holiday stays. */
  removable: boolean;
}

/** One closed day (or Tết's run of days): when, where and why, and for the master a way to open it again. */
export function ClosedDayRow({ entry, removable }: ClosedDayRowProps) {
  const toast = useToast();
  const { trigger } = useRemoveClosedDay();
  const [open, setOpen] = useState(false);
  const when = closedDayDateText(entry);
  const where = closedDayBranchText(entry.branch);
  const { id } = entry;

  return (
    <li className="flex items-start gap-3 rounded-control bg-surface p-3 text-sm ring-1 ring-line">
      <CalendarX aria-hidden="true" className={entry.kind === 'holiday' ? 'mt-0.5 size-5 shrink-0 text-brand-700' : 'mt-0.5 size-5 shrink-0 text-ink-muted'} />
      <div className="min-w-0 grow space-y-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <time dateTime={entry.from} className="font-semibold text-ink">
            {when}
          </time>
          {entry.kind === 'holiday' ? (
            <Badge tone="orange" size="sm">
              Ngày lễ
            </Badge>
          ) : null}
        </p>
        <p className="break-words text-ink">{entry.reason}</p>
        <p className="text-ink-muted">{where}</p>
      </div>
      {removable && id ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Bỏ ngày nghỉ?"
          description={`${where} sẽ nhận lịch hẹn lại vào ${when}.`}
          confirmLabel="Bỏ ngày nghỉ"
          pendingLabel="Đang bỏ..."
          failureMessage={null}
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Bỏ ngày nghỉ ${when}, ${where}`} title="Bỏ ngày nghỉ" className="-my-1 shrink-0 text-danger hover:bg-danger-soft">
              <Trash2 aria-hidden="true" />
            </Button>
          }
          onConfirm={async () => {
            try {
              await trigger(id);
              toast.success(messages.bookings.closedDayRemoved);
            } catch (error) {
              // Nothing changed (or someone removed it already): the list says what is so.
              toast.error(refusalText(error, messages.bookings.closedDayRemoveFailed));
              setOpen(false);
            }
          }}
        />
      ) : null}
    </li>
  );
}
