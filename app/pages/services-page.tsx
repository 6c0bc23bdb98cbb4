import { ServicesOverviewPage } from '../../features/site/services-overview-page';
import { PageHead } from './page-head';

export function ServicesPage() {
  return (
    <>
      <PageHead path="/dich-vu" />
      <ServicesOverviewPage />
    </>
  );
}
