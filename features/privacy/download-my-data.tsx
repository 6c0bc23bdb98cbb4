import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../contract/client';
import { format, messages } from '../../contract/messages';
import { exportMyData } from '../../entities/privacy/export-my-data';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { saveFile } from '../../ui/save-file';

/** 'Tải dữ liệu của tôi': everything the garage holds about the person, as one .zip of JSON and CSV. */
export function DownloadMyData() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await exportMyData();
      saveFile(file);
      toast.success(format(messages.privacyScreen.exportDone, { file: file.fileName }));
    } catch (error) {
      toast.error(refusalText(error, messages.privacyScreen.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="download-data-title" className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
      <h2 id="download-data-title" className="text-xl font-bold text-navy-900">
        Dữ liệu của tôi
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Một tệp .zip gồm JSON và CSV: tài khoản, đồng ý, xe, lịch hẹn, đơn hàng, phiếu sửa chữa, báo giá, hóa đơn, thanh toán, trò chuyện và thư đã gửi.</p>
      <Button className="mt-4" variant="outline" onClick={() => void download()} pending={busy} pendingLabel="Đang chuẩn bị tệp...">
        <FileDown aria-hidden="true" />
        Tải dữ liệu của tôi
      </Button>
    </section>
  );
}
