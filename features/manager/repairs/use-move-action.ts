import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { displayPlate, REPAIR_STEP_LABELS } from '../../../contract/repair-steps';
import type { RepairDetail, RepairSummary } from '../../../contract/repairs';
import { useMoveRepair, type MoveRepairInput } from '../../../entities/repair/move-repair';
import { useToast } from '../../../ui/toast';

/**
 * A step move as every staff screen makes it: the version the screen saw goes with it; success
 * says where the car went; a refusal (a stale version someone else moved, a closed job) shows the
 * server's own words, and the views read the job again either way (entities/repair/move-repair.ts).
 */
export function useMoveAction() {
  const toast = useToast();
  const { trigger } = useMoveRepair();
  const [movingId, setMovingId] = useState<string | null>(null);

  const move = async (job: Pick<RepairSummary, '_id' | 'vehicle'>, body: MoveRepairInput): Promise<RepairDetail | null> => {
    setMovingId(job._id);
    try {
      const moved = await trigger({ id: job._id, body });
      toast.success(format(messages.repairs.moveSuccess, { plate: displayPlate(job.vehicle.plate), step: REPAIR_STEP_LABELS[moved.step] }));
      return moved;
    } catch (error) {
      toast.error(refusalText(error, messages.repairs.moveFailed));
      return null;
    } finally {
      setMovingId(null);
    }
  };

  return { move, movingId };
}
