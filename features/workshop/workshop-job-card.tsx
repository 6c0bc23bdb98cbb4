import { useId } from 'react';
import { messages, format } from '../../contract/messages';
import { displayPlate, REPAIR_STEP_LABELS } from '../../contract/repair-steps';
import type { SaveInspectionInput } from '../../contract/inspections';
import type { WorkshopJob, WorkshopLine } from '../../contract/workshop';
import { TECHNICIAN_INSPECTION_STEPS, type ClockAction, type ClockFold } from '../../contract/workshop-rules';
import { InspectionPointList } from '../../entities/repair/inspection-point-list';
import { RepairPhotos } from '../../entities/repair/repair-photos';
import { Badge } from '../../ui/badge';
import { InspectionEditor } from './inspection-editor';
import { LabourLineRow } from './labour-line-row';
import { canMoveOnTablet, MoveJobButton } from './move-job-button';
import type { InspectionItem } from './outbox';

export interface WorkshopJobCardProps {
  job: WorkshopJob;
  clocks: ReadonlyMap<string, ClockFold>;
  connected: boolean;
  onTap: (job: WorkshopJob, line: WorkshopLine, action: ClockAction) => Promise<void>;
  waitingInspection: InspectionItem | undefined;
  photoBytesElsewhere: number;
  onSaveInspection: (job: WorkshopJob, body: Omit<SaveInspectionInput, 'version'>) => Promise<void>;
}

const idleClock: ClockFold = { state: 'idle', seconds: 0, runningSince: null };

function SectionTitle({ id, children }: { id?: string; children: string }) {
  return (
    <h3 id={id} className="text-sm font-bold tracking-wide text-ink-muted uppercase">
      {children}
    </h3>
  );
}

/** One car on the tablet: plate, model and complaint, the step and the move on, the labour lines with their clocks, the check-in photos and the inspection. */
export function WorkshopJobCard({ job, clocks, connected, onTap, waitingInspection, photoBytesElsewhere, onSaveInspection }: WorkshopJobCardProps) {
  const plateId = useId();
  const linesId = useId();
  const inspecting = TECHNICIAN_INSPECTION_STEPS.includes(job.step);
  const inspection = job.inspection;
  const editable = inspecting && inspection !== null && inspection.templateId !== null;

  return (
    <article aria-labelledby={plateId} className="grid gap-4 rounded-card bg-surface-muted p-4 shadow-card ring-1 ring-line sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={plateId} className="font-mono text-2xl font-bold tracking-wide text-navy-900">
              {displayPlate(job.plate)}
            </h2>
            <Badge tone="blue" variant="solid">
              {REPAIR_STEP_LABELS[job.step]}
            </Badge>
          </div>
          <p className="mt-1 text-base font-semibold text-ink">
            {job.model}
            <span className="font-normal text-ink-muted"> · {job.code}</span>
          </p>
          <p className="mt-1 text-sm text-ink-muted">{job.isLead ? messages.workshopScreen.youLead : job.lead ? format(messages.workshopScreen.lead, { name: job.lead.fullName }) : null}</p>
        </div>
        {canMoveOnTablet(job) ? <MoveJobButton job={job} connected={connected} /> : null}
      </header>
      {job.complaint ? (
        <div className="rounded-control bg-surface px-3 py-2 ring-1 ring-line">
          <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">{messages.workshopScreen.complaint}</p>
          <p className="mt-0.5 text-base whitespace-pre-line text-ink">{job.complaint}</p>
        </div>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <SectionTitle id={linesId}>{messages.workshopScreen.labourTitle}</SectionTitle>
          {job.lines.length ? (
            <ul aria-labelledby={linesId} className="grid gap-2">
              {job.lines.map((line) => (
                <LabourLineRow key={line._id} line={line} clock={clocks.get(line._id) ?? idleClock} onTap={(action) => onTap(job, line, action)} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">{messages.workshopScreen.noLines}</p>
          )}
        </div>
        <div className="grid content-start gap-5">
          {job.photos.length ? (
            <div className="grid gap-2">
              <SectionTitle>{messages.workshopScreen.checkInPhotos}</SectionTitle>
              <RepairPhotos photos={job.photos} stepLabel={REPAIR_STEP_LABELS.received} />
            </div>
          ) : null}
          {inspection || inspecting ? (
            <div className="grid gap-2">
              <SectionTitle>{messages.workshopScreen.inspectionTitle}</SectionTitle>
              {inspection ? <p className="text-sm font-semibold text-ink">{format(messages.workshopScreen.inspectionTemplate, { name: inspection.templateName })}</p> : null}
              {editable ? (
                <InspectionEditor
                  key={`${job._id}:${inspection.version}`}
                  jobId={job._id}
                  inspection={inspection}
                  waiting={waitingInspection}
                  photoBytesElsewhere={photoBytesElsewhere}
                  onSave={(body) => onSaveInspection(job, body)}
                />
              ) : (
                <>
                  {inspection ? <InspectionPointList points={inspection.points} label={format(messages.workshopScreen.inspectionTemplate, { name: inspection.templateName })} /> : null}
                  <p className="rounded-control bg-warning-soft px-3 py-2 text-sm text-warning-ink ring-1 ring-warning-line">
                    {inspecting ? messages.workshopScreen.inspectionMissing : messages.workshopScreen.inspectionLocked}
                  </p>
                </>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
