import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { exportPartsFile, type PartSheetFormat } from '../../../entities/part/export-parts';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { saveFile } from '../../../ui/save-file';

/** Downloads the parts in use with their stock per branch, as Excel or CSV, in the columns the import reads back. */
export function PartExportButtons() {
  const toast = useToast();
  const [pending, setPending] = useState<PartSheetFormat | null>(null);

  const download = async (sheet: PartSheetFormat) => {
    setPending(sheet);
    try {
      const file = await exportPartsFile(sheet);
      saveFile(file);
      toast.success(format(messages.exports.success, { file: file.fileName }));
    } catch (error) {
      toast.error(refusalText(error, messages.partsManager.exportFailed));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Button variant="outline" pending={pending === 'xlsx'} disabled={pending !== null} onClick={() => void download('xlsx')}>
        <FileDown aria-hidden="true" />
        Tải Excel
      </Button>
      <Button variant="outline" pending={pending === 'csv'} disabled={pending !== null} onClick={() => void download('csv')}>
        <FileDown aria-hidden="true" />
        Tải CSV
      </Button>
    </>
  );
}
