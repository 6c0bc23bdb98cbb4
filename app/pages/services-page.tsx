import { ServicesOverviewPage } from '../../features/site/services-overview-page';
import { GARAGE } from '../../contract/garage';
import { usePageMeta } from '../use-page-meta';

export function ServicesPage() {
  usePageMeta(
    `Dịch vụ – ${GARAGE.name}`,
    'Sửa chữa, bảo trì, bảo dưỡng định kỳ và cứu hộ ô tô 24/7: danh sách dịch vụ, thời gian thực hiện và chi phí tham khảo.',
  );
  return <ServicesOverviewPage />;
}
