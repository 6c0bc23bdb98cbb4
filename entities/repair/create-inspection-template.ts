import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { createInspectionTemplate, type InspectionTemplateInput } from '../../contract/inspections';
import { isInspectionTemplateKey } from './inspection-template-cache';

export function postInspectionTemplate(body: InspectionTemplateInput) {
  return apiRequest(createInspectionTemplate, { body });
}

/** The master adds a checklist; every list of them refreshes. */
export function useCreateInspectionTemplate() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${createInspectionTemplate.method} ${createInspectionTemplate.path}`,
    (_key: string, { arg }: { arg: InspectionTemplateInput }) => postInspectionTemplate(arg),
    {
      onSuccess() {
        void mutate(isInspectionTemplateKey);
      },
    },
  );
}
