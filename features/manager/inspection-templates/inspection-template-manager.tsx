import { refusalText } from '../../../contract/client';
import type { InspectionTemplate } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import { useCreateInspectionTemplate } from '../../../entities/repair/create-inspection-template';
import { useUpdateInspectionTemplate } from '../../../entities/repair/update-inspection-template';
import { ManagerPage } from '../manager-page';
import { useManagerEditor } from '../use-manager-editor';
import { InspectionTemplateForm } from './inspection-template-form';
import { InspectionTemplateTable } from './inspection-template-table';

/**
 * `/manager/inspection-templates`: the master's checklists, which staff fill at 'Kiểm tra'. A
 * deleted one leaves the inspections filled with it as they are.
 */
export function InspectionTemplateManager() {
  const editor = useManagerEditor<InspectionTemplate>({
    createSuccess: messages.inspections.createSuccess,
    updateSuccess: messages.inspections.updateSuccess,
    failure: (error, editing) => refusalText(error, editing ? messages.inspections.updateFailed : messages.inspections.createFailed),
  });
  const { trigger: create } = useCreateInspectionTemplate();
  const { trigger: update } = useUpdateInspectionTemplate();

  return (
    <ManagerPage
      title={messages.inspections.templatesTitle}
      description={messages.inspections.templatesIntro}
      noun="mẫu kiểm tra"
      {...editor.page}
      list={<InspectionTemplateTable onEdit={editor.edit} />}
      form={
        <InspectionTemplateForm
          key={editor.formKey}
          template={editor.editing}
          onSubmit={(body) => editor.save((template) => (template ? update({ id: template._id, body }) : create(body)))}
        />
      }
    />
  );
}
