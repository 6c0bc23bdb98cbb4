import { ClipboardCheck, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { inspectionEditable } from '../../../contract/inspection-rules';
import { messages } from '../../../contract/messages';
import { displayPlate } from '../../../contract/repair-steps';
import type { RepairDetail } from '../../../contract/repairs';
import { InspectionPointList } from '../../../entities/repair/inspection-point-list';
import { InspectionSummary } from '../../../entities/repair/inspection-summary';
import { Button } from '../../../ui/button';
import { InspectionFormDialog } from './inspection-form-dialog';

export interface InspectionPanelProps {
  repair: Pick<RepairDetail, '_id' | 'step' | 'closedAt' | 'vehicle' | 'inspection'>;
}

/**
 * The job's inspection on its staff page: the filled report in the checklist's order, and the
 * button that fills or corrects it while the job is between 'Kiểm tra' and 'Báo giá chi tiết'.
 */
export function InspectionPanel({ repair }: InspectionPanelProps) {
  const [open, setOpen] = useState(false);
  const { inspection } = repair;
  const editable = inspectionEditable(repair);
  const titleId = `inspection-panel-${repair._id}`;
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-navy-900">
          {messages.inspections.panelTitle}
        </h2>
        {editable ? (
          <Button variant={inspection ? 'outline' : 'primary'} size="sm" onClick={() => setOpen(true)}>
            {inspection ? <PencilLine aria-hidden="true" /> : <ClipboardCheck aria-hidden="true" />}
            {inspection ? 'Sửa kết quả kiểm tra' : 'Ghi kết quả kiểm tra'}
          </Button>
        ) : null}
      </div>
      {inspection ? (
        <>
          <InspectionSummary inspection={inspection} />
          <InspectionPointList points={inspection.points} label={`Các hạng mục: ${inspection.templateName}`} />
        </>
      ) : (
        <p className="text-sm text-ink-muted">{messages.inspections.staffNotYet}</p>
      )}
      {editable ? (
        <InspectionFormDialog repairId={repair._id} plate={displayPlate(repair.vehicle.plate)} inspection={inspection} open={open} onOpenChange={setOpen} />
      ) : null}
    </section>
  );
}
