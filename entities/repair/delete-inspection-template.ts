import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteInspectionTemplate } from '../../contract/inspections';
import { isInspectionTemplateKey } from './inspection-template-cache';

export function removeInspectionTemplate(id: string) {
  return apiRequest(deleteInspectionTemplate, { params: { id } });
}

/** The master deletes a checklist (inspections filled with it stay); every list of them refreshes. */
export function useDeleteInspectionTemplate() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteInspectionTemplate.method} ${deleteInspectionTemplate.path}`, (_key: string, { arg }: { arg: string }) => removeInspectionTemplate(arg), {
    onSuccess() {
      void mutate(isInspectionTemplateKey);
    },
  });
}
