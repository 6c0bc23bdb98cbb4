import { formatDate } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { ServicePackage } from '../../../contract/service-packages';
import { writeNumber } from '../../../contract/typed-number-rules';
import { useDeleteServicePackage } from '../../../entities/service-package/write-service-package';
import { useServicePackages } from '../../../entities/service-package/get-service-packages';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { DeleteRowButton, EditRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';

/** '1,5 giờ' of labour, '× 4' of a part, with the part's SKU. */
function lineText(line: ServicePackage['lines'][number]): string {
  if (line.kind === 'labour') return `${line.description}: ${writeNumber(line.quantity)} giờ`;
  return `${line.description}${line.part ? ` (${line.part.sku})` : ''} × ${writeNumber(line.quantity)}`;
}

const columns: DataTableColumn<ServicePackage>[] = [
  { key: 'name', header: 'Gói dịch vụ', cell: (pack) => <span className="font-semibold break-words">{pack.name}</span> },
  {
    key: 'lines',
    header: 'Hạng mục',
    cell: (pack) => (
      <ul className="min-w-0 space-y-0.5">
        {pack.lines.map((line, index) => (
          <li key={index} className="break-words">
            <span className="text-ink-muted">{line.kind === 'labour' ? 'Công · ' : 'Phụ tùng · '}</span>
            {lineText(line)}
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'updatedAt', header: 'Sửa lần cuối', cell: (pack) => formatDate(pack.updatedAt), className: 'whitespace-nowrap' },
];

export interface PackageListProps {
  /** A master edits and deletes; an admin reads. */
  isMaster: boolean;
  onEdit: (pack: ServicePackage) => void;
}

/** Every package, by name, each with its lines. */
export function PackageList({ isMaster, onEdit }: PackageListProps) {
  const { data, error, isLoading, mutate } = useServicePackages();
  const { trigger: remove } = useDeleteServicePackage();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.packages.loadFailed);

  return (
    <DataTable
      caption="Danh sách gói dịch vụ"
      headingLevel={2}
      stackOnPhone
      columns={columns}
      rows={data ?? []}
      getRowKey={(pack) => pack._id}
      loading={isLoading}
      failure={failure}
      emptyMessage={messages.packages.empty}
      totalLabel={(count) => `Tổng số: ${count} gói`}
      rowActions={
        isMaster
          ? (pack) => (
              <div className="flex gap-1">
                <EditRowButton name={pack.name} onEdit={() => onEdit(pack)} />
                <DeleteRowButton name={pack.name} noun="gói dịch vụ" onDelete={() => remove(pack._id)} successMessage={messages.packages.deleted} failureMessage={messages.packages.deleteFailed} />
              </div>
            )
          : undefined
      }
    />
  );
}
