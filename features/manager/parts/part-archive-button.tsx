import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import type { Part } from '../../../contract/parts';
import { useUpdatePart } from '../../../entities/part/update-part';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';

export interface PartArchiveButtonProps {
  part: Part;
}

/**
 * Takes a part out of use (or back into it) after a question: an archived part keeps its
 * ledger and stock but no new document can name it. The version read with the row goes along,
 * so a part someone else just changed is refused in the server's words instead of overwritten.
 */
export function PartArchiveButton({ part }: PartArchiveButtonProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { trigger: update } = useUpdatePart();
  const archiving = !part.archived;
  const label = `${archiving ? 'Ngừng sử dụng' : 'Dùng lại'} ${part.name}`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      destructive={archiving}
      irreversibleNote={archiving ? 'Sổ kho và tồn kho vẫn giữ nguyên; bạn có thể dùng lại phụ tùng này sau.' : undefined}
      title={archiving ? 'Ngừng sử dụng phụ tùng?' : 'Dùng lại phụ tùng?'}
      description={
        archiving
          ? `Phụ tùng "${part.name}" (${part.sku}) sẽ không còn chọn được trong đơn nhập, phiếu chuyển, kiểm kê và báo giá.`
          : `Phụ tùng "${part.name}" (${part.sku}) sẽ chọn được lại trong đơn nhập, phiếu chuyển, kiểm kê và báo giá.`
      }
      confirmLabel={archiving ? 'Ngừng sử dụng' : 'Dùng lại'}
      failureMessage={null}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title={archiving ? 'Ngừng sử dụng' : 'Dùng lại'} className={archiving ? 'text-danger hover:bg-danger-soft' : undefined}>
          {archiving ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
        </Button>
      }
      onConfirm={async () => {
        try {
          await update({
            id: part._id,
            body: {
              sku: part.sku,
              name: part.name,
              brand: part.brand,
              unit: part.unit,
              salePrice: part.salePrice,
              productId: part.productId,
              reorderPoints: part.stock.map(({ branch, reorderPoint }) => ({ branch, reorderPoint })),
              archived: archiving,
              version: part.version,
            },
          });
          toast.success(format(archiving ? messages.partsManager.archiveSuccess : messages.partsManager.restoreSuccess, { sku: part.sku }));
        } catch (error) {
          toast.error(refusalText(error, messages.partsManager.archiveFailed));
          setOpen(false);
        }
      }}
    />
  );
}
