import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { keyUnderPath } from '../../contract/cache-keys';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { getTechnicianReport, setTechnicianShare } from '../../contract/technician-reports';

export type TechnicianShareBody = BodyOf<typeof setTechnicianShare>;

export function putTechnicianShare(id: string, body: TechnicianShareBody) {
  return apiRequest(setTechnicianShare, { params: { id }, body });
}

const isTechnicianReportKey = keyUnderPath(getTechnicianReport.path);

/** The master's share of labour for one technician; every period of the report shown is read again. */
export function useSetTechnicianShare() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${setTechnicianShare.method} ${setTechnicianShare.path}`,
    (_key: string, { arg }: { arg: { id: string; body: TechnicianShareBody } }) => putTechnicianShare(arg.id, arg.body),
    {
      onSuccess() {
        void mutate(isTechnicianReportKey);
      },
    },
  );
}
