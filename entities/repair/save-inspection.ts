import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { saveInspection, type SaveInspectionInput } from '../../contract/inspections';
import { isRepairKey, isVehicleKey } from './repair-cache';

export function putInspection(id: string, body: SaveInspectionInput) {
  return apiRequest(saveInspection, { params: { id }, body });
}

/** Staff save a job's inspection; every view of the job (its page, the customer's) reads it again. */
export function useSaveInspection() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${saveInspection.method} ${saveInspection.path}`,
    (_key: string, { arg }: { arg: { id: string; body: SaveInspectionInput } }) => putInspection(arg.id, arg.body),
    {
      onSuccess() {
        void mutate(isRepairKey);
        void mutate(isVehicleKey);
      },
    },
  );
}
