import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { keyUnderPath } from '../../contract/cache-keys';
import { getWorkshopToday, moveWorkshopJob } from '../../contract/workshop';

export interface WorkshopMove {
  repairId: string;
  /** The job's version as the tablet saw it: another move in between is a 409. */
  version: number;
}

export function postWorkshopMove({ repairId, version }: WorkshopMove) {
  return apiRequest(moveWorkshopJob, { params: { id: repairId }, body: { version } });
}

const isWorkshopTodayKey = keyUnderPath(getWorkshopToday.path);

/**
 * A technician moves their job to the next step. The day is read again either way: after a move
 * (the job's step and version), and after a refusal (someone moved it meanwhile: a stale version).
 */
export function useMoveWorkshopJob() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${moveWorkshopJob.method} ${moveWorkshopJob.path}`, (_key: string, { arg }: { arg: WorkshopMove }) => postWorkshopMove(arg), {
    throwOnError: true,
    onSuccess() {
      void mutate(isWorkshopTodayKey);
    },
    onError() {
      void mutate(isWorkshopTodayKey);
    },
  });
}
