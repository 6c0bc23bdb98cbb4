import { ServicesOverviewPage } from '../../features/site/services-overview-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function ServicesPage() {
  usePageMeta(PAGE_HEADS['/dich-vu']!);
  return <ServicesOverviewPage />;
}
