import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import type { Inspection } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import { useInspectionTemplates } from '../../../entities/repair/get-inspection-templates';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { InspectionForm } from './inspection-form';

const FORM_ID = 'inspection-form';

export interface InspectionFormDialogProps {
  repairId: string;
  /** The car, for the title: '51A-123.45'. */
  plate: string;
  inspection: Inspection | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The templates are read when the dialog opens (the job's page itself never needs them). */
function DialogBody({ repairId, inspection, onPendingChange, onSaved }: Pick<InspectionFormDialogProps, 'repairId' | 'inspection'> & { onPendingChange: (pending: boolean) => void; onSaved: () => void }) {
  const templates = useInspectionTemplates();
  if (templates.error) return <LoadError error={templates.error} message={messages.inspections.templatesLoadFailed} onRetry={() => void templates.mutate()} />;
  if (!templates.data) {
    return (
      <div role="status" aria-label={messages.common.loading} className="space-y-3">
        <Skeleton className="block h-10" />
        <Skeleton className="block h-32" />
        <Skeleton className="block h-32" />
      </div>
    );
  }
  if (templates.data.length === 0) return <p className="text-ink-muted">{messages.inspections.noTemplates}</p>;
  return <InspectionForm id={FORM_ID} repairId={repairId} templates={templates.data} inspection={inspection} onPendingChange={onPendingChange} onSaved={onSaved} />;
}

/** 'Ghi kết quả kiểm tra': the checklist form in a dialog; it closes once the server has taken it. */
export function InspectionFormDialog({ repairId, plate, inspection, open, onOpenChange }: InspectionFormDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-send would hide whether it was saved.
        if (!next && pending) return;
        onOpenChange(next);
      }}
      size="lg"
      title={`Kết quả kiểm tra xe ${plate}`}
      description="Đánh giá từng hạng mục; khách xem được kết quả, hạng mục cần xử lý ngay hiện trước."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} pending={pending} pendingLabel="Đang lưu...">
            <ClipboardCheck aria-hidden="true" />
            Lưu kết quả
          </Button>
        </>
      }
    >
      <DialogBody repairId={repairId} inspection={inspection} onPendingChange={setPending} onSaved={() => onOpenChange(false)} />
    </Dialog>
  );
}
