import { displayPlate } from '../../../contract/repair-steps';
import type { RepairSummary } from '../../../contract/repairs';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { TechnicianPanel } from './technician-panel';

export interface AssignTechniciansDialogProps {
  job: Pick<RepairSummary, '_id' | 'branch' | 'closedAt' | 'vehicle'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clock?: () => Date;
}

/** 'Giao việc' from the board: the lead and each labour line's technician, as on the job's page, without leaving the board. */
export function AssignTechniciansDialog({ job, open, onOpenChange, clock }: AssignTechniciansDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Giao việc xe ${displayPlate(job.vehicle.plate)}`}
      description="Chọn kỹ thuật viên chính và người làm từng hạng mục công; mỗi thay đổi được lưu ngay."
      footer={
        <DialogClose asChild>
          <Button variant="outline">Xong</Button>
        </DialogClose>
      }
    >
      <TechnicianPanel repair={job} clock={clock} />
    </Dialog>
  );
}
