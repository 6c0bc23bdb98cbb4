import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { updateInspectionTemplate, type InspectionTemplateInput } from '../../contract/inspections';
import { isInspectionTemplateKey } from './inspection-template-cache';

export function putInspectionTemplate(id: string, body: InspectionTemplateInput) {
  return apiRequest(updateInspectionTemplate, { params: { id }, body });
}

/** The master renames a checklist or changes its points (a kept point sends its id); every list of them refreshes. */
export function useUpdateInspectionTemplate() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateInspectionTemplate.method} ${updateInspectionTemplate.path}`,
    (_key: string, { arg }: { arg: { id: string; body: InspectionTemplateInput } }) => putInspectionTemplate(arg.id, arg.body),
    {
      onSuccess() {
        void mutate(isInspectionTemplateKey);
      },
    },
  );
}
