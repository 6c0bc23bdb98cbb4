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

/** A technician moves their job to the next step; the day is read again (the job's step, its version, maybe its place in the list). */
export function useMoveWorkshopJob() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${moveWorkshopJob.method} ${moveWorkshopJob.path}`, (_key: string, { arg }: { arg: WorkshopMove }) => postWorkshopMove(arg), {
    onSuccess() {
      void mutate(isWorkshopTodayKey);
    },
  });
}
