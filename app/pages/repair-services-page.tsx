import { RepairServicesPage as RepairServices } from '../../features/site/repair-services-page';
import { PageHead } from './page-head';

export function RepairServicesPage() {
  return (
    <>
      <PageHead path="/dich-vu-sua-chua" />
      <RepairServices />
    </>
  );
}
