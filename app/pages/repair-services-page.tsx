import { RepairServicesPage as RepairServices } from '../../features/site/repair-services-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function RepairServicesPage() {
  usePageMeta(PAGE_HEADS['/dich-vu-sua-chua']!);
  return <RepairServices />;
}
