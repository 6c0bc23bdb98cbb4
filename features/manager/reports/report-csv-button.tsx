import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import type { ReportFigure } from '../../../contract/reports';
import { exportReportCsv } from '../../../entities/report/export-report';
import type { ReportFilters } from '../../../entities/report/get-report';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { saveFile } from '../save-file';

export interface ReportCsvButtonProps {
  figure: ReportFigure;
  /** The figure's title, which names the button for a screen reader among the page's six. */
  title: string;
  filters: ReportFilters;
}

/** 'Tải CSV': the figure's rows for the period and branch on screen, as the server writes them (with the BOM Excel needs). */
export function ReportCsvButton({ figure, title, filters }: ReportCsvButtonProps) {
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      const file = await exportReportCsv(figure, filters);
      saveFile(file);
      toast.success(format(messages.exports.success, { file: file.fileName }));
    } catch (error) {
      toast.error(refusalText(error, messages.exports.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="outline" size="sm" pending={pending} pendingLabel="Đang tải..." aria-label={`Tải CSV: ${title}`} onClick={() => void download()}>
      <FileDown aria-hidden="true" />
      Tải CSV
    </Button>
  );
}
