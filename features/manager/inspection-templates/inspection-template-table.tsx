import { formatDate } from '../../../contract/format';
import type { InspectionTemplate } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import { useDeleteInspectionTemplate } from '../../../entities/repair/delete-inspection-template';
import { useInspectionTemplates } from '../../../entities/repair/get-inspection-templates';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { DeleteRowButton, EditRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';

export interface InspectionTemplateTableProps {
  onEdit: (template: InspectionTemplate) => void;
}

/** The checklists by name, each with its points; few enough to read at once and page here. */
export function InspectionTemplateTable({ onEdit }: InspectionTemplateTableProps) {
  const { data, error, isLoading, mutate } = useInspectionTemplates();
  const { trigger: remove } = useDeleteInspectionTemplate();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.inspections.templatesLoadFailed);
  const templates = data ?? [];

  const columns: DataTableColumn<InspectionTemplate>[] = [
    { key: 'name', header: 'Tên mẫu', cell: (template) => <span className="font-semibold break-words">{template.name}</span> },
    {
      key: 'points',
      header: 'Hạng mục',
      cell: (template) => (
        <span className="break-words text-ink-muted">
          <span className="font-semibold text-ink">{template.points.length} hạng mục:</span> {template.points.map((point) => point.label).join(', ')}
        </span>
      ),
    },
    { key: 'updatedAt', header: 'Cập nhật', cell: (template) => formatDate(template.updatedAt), className: 'whitespace-nowrap' },
  ];

  return (
    <DataTable
      caption="Danh sách mẫu kiểm tra"
      headingLevel={2}
      stackOnPhone
      columns={columns}
      rows={templates}
      getRowKey={(template) => template._id}
      totalLabel={(count) => `Tổng số: ${count} mẫu kiểm tra`}
      loading={isLoading}
      failure={failure}
      emptyMessage={messages.inspections.templatesEmpty}
      rowActions={(template) => (
        <>
          <EditRowButton name={template.name} onEdit={() => onEdit(template)} />
          <DeleteRowButton
            name={template.name}
            noun="mẫu kiểm tra"
            onDelete={() => remove(template._id)}
            successMessage={messages.inspections.deleteSuccess}
            failureMessage={messages.inspections.deleteFailed}
          />
        </>
      )}
    />
  );
}
