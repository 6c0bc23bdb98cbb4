import { RepairServicesPage as RepairServices } from '../../features/site/repair-services-page';
import { GARAGE } from '../../contract/garage';
import { usePageMeta } from '../use-page-meta';

export function RepairServicesPage() {
  usePageMeta(
    `Dịch vụ sửa chữa – ${GARAGE.name}`,
    'Bảo dưỡng định kỳ, sửa chữa động cơ, đồng sơn, phụ tùng chính hãng và chăm sóc xe: mỗi dịch vụ gồm những gì, mất bao lâu, chi phí bao nhiêu.',
  );
  return <RepairServices />;
}
