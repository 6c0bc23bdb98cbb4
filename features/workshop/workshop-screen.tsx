import { Ban, CloudOff } from 'lucide-react';
import { ApiError } from '../../contract/client';
import { formatDateTime } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { LoadError } from '../../ui/load-error';
import { SkeletonList } from '../../ui/skeleton-list';
import { thisDevice, type WorkshopDevice } from './device';
import { waitingPhotoBytes } from './outbox';
import { useWorkshopDay } from './use-workshop-day';
import { WorkshopHeader } from './workshop-header';
import { WorkshopJobCard } from './workshop-job-card';

export interface WorkshopScreenProps {
  /** The person signed in: their outbox and the day kept on the device are theirs alone. */
  accountId: string;
  /** Where things are kept and how the connection is known: this tablet's by default. */
  device?: WorkshopDevice;
}

/**
 * '/xuong', the technician's tablet: today's cars at their branch with the labour lines given to
 * them, a clock per line they start, pause and finish with one tap, the inspection filled with
 * photos from the camera, and the move to the next workshop step. It keeps working without a
 * connection: taps and saves wait on the device and go out, in order, once it is back.
 */
export function WorkshopScreen({ accountId, device = thisDevice() }: WorkshopScreenProps) {
  const day = useWorkshopDay(accountId, device);
  const { today } = day;
  const refused = !today && day.error instanceof ApiError && day.error.status === 403 ? day.error.message : null;

  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <WorkshopHeader
        who={today ? { fullName: today.technician.fullName, branch: today.branch, day: today.day } : undefined}
        connected={day.connected}
        waiting={day.waiting.length}
      />
      {today ? (
        <>
          {day.fromDevice ? (
            <p className="flex items-start gap-2 rounded-control bg-warning-soft px-3 py-2 text-sm text-warning-ink ring-1 ring-warning-line">
              <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {format(messages.workshopScreen.fromDevice, { time: formatDateTime(day.fromDevice) })}
            </p>
          ) : null}
          {today.jobs.length ? (
            <section aria-label={messages.workshopScreen.jobsLabel} className="grid gap-4">
              {today.jobs.map((job) => (
                <WorkshopJobCard
                  key={job._id}
                  job={job}
                  clocks={day.clocks}
                  connected={day.connected}
                  onTap={day.tap}
                  waitingInspection={day.waitingInspection(job._id)}
                  photoBytesElsewhere={waitingPhotoBytes(day.waiting, job._id)}
                  onSaveInspection={day.saveInspection}
                />
              ))}
            </section>
          ) : (
            <p className="rounded-card bg-surface px-6 py-12 text-center text-base text-ink-muted shadow-card ring-1 ring-line">{messages.workshopScreen.empty}</p>
          )}
        </>
      ) : day.loading ? (
        <SkeletonList label={messages.workshopScreen.loading} count={3} rowClassName="h-48 rounded-card" />
      ) : refused ? (
        <section aria-labelledby="workshop-refused" className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-card bg-surface px-6 py-10 text-center shadow-card ring-1 ring-line">
          <Ban aria-hidden="true" className="size-10 text-danger" />
          <h2 id="workshop-refused" className="text-lg font-bold text-navy-900">
            {messages.workshopScreen.refusedTitle}
          </h2>
          <p className="text-base text-ink">{refused}</p>
        </section>
      ) : (
        <LoadError message={messages.workshopScreen.loadFailed} onRetry={day.retry} />
      )}
    </div>
  );
}
