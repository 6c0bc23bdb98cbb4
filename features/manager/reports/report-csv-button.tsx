import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { refusalText, type DownloadedFile } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { saveFile } from '../../../ui/save-file';

export interface ReportCsvButtonProps {
  /** The figure's title, which names the button for a screen reader among the page's figures. */
  title: string;
  /** The figure's rows for the period and branch on screen, as the server writes them. */
  download: () => Promise<DownloadedFile>;
}

/** 'Tải CSV': one figure of a report as a file (with the BOM Excel needs), saved, and said so. */
export function ReportCsvButton({ title, download }: ReportCsvButtonProps) {
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const save = async () => {
    setPending(true);
    try {
      const file = await download();
      saveFile(file);
      toast.success(format(messages.exports.success, { file: file.fileName }));
    } catch (error) {
      toast.error(refusalText(error, messages.exports.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="outline" size="sm" pending={pending} pendingLabel="Đang tải..." aria-label={`Tải CSV: ${title}`} onClick={() => void save()}>
      <FileDown aria-hidden="true" />
      Tải CSV
    </Button>
  );
}
