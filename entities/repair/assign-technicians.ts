import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { assignLineTechnician, correctClock, setLeadTechnician } from '../../contract/workshop';
import { repairClocksKey } from './get-repair-clocks';
import { isRepairKey } from './repair-cache';

type Assignment = { repairId: string; technicianId: string | null } & ({ lineId: string } | { lineId?: undefined });

/** Gives a labour line (with lineId) or the whole job (lead) to a technician, or takes it back (null). */
export function putTechnician({ repairId, lineId, technicianId }: Assignment) {
  return lineId
    ? apiRequest(assignLineTechnician, { params: { id: repairId, lineId }, body: { technicianId } })
    : apiRequest(setLeadTechnician, { params: { id: repairId }, body: { technicianId } });
}

/** The answer is the job's clocks as they are now: it becomes the panel's data, and the board reads again (the gate's count). */
export function useAssignTechnician(repairId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${assignLineTechnician.method} ${assignLineTechnician.path}`, (_key: string, { arg }: { arg: Omit<Assignment, 'repairId'> }) => putTechnician({ ...arg, repairId } as Assignment), {
    onSuccess(clocks) {
      void mutate(repairClocksKey(repairId), clocks, { revalidate: false });
      void mutate((key) => isRepairKey(key) && !(Array.isArray(key) && key[0] === repairClocksKey(repairId)[0]));
    },
  });
}

export interface ClockCorrection {
  lineId: string;
  totalMinutes: string;
  reason: string;
}

/** Staff set a line's worked minutes with a reason; kept as one more event of its clock. */
export function useCorrectClock(repairId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${correctClock.method} ${correctClock.path}`,
    (_key: string, { arg }: { arg: ClockCorrection }) => apiRequest(correctClock, { params: { id: repairId, lineId: arg.lineId }, body: { totalMinutes: arg.totalMinutes, reason: arg.reason } }),
    {
      onSuccess(clocks) {
        void mutate(repairClocksKey(repairId), clocks, { revalidate: false });
      },
    },
  );
}
