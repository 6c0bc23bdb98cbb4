import { ProcessPage as Process } from '../../features/site/process-page';
import { GARAGE } from '../../contract/garage';
import { usePageMeta } from '../use-page-meta';

export function ProcessPage() {
  usePageMeta(
    `Quy trình làm việc – ${GARAGE.name}`,
    'Quy trình 12 bước: tiếp nhận, kiểm tra, chẩn đoán, báo giá chi tiết, xác nhận, chuẩn bị, sửa chữa, kiểm tra lại, vệ sinh, nghiệm thu, bàn giao, bảo hành.',
  );
  return <Process />;
}
