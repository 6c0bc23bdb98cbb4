import { useSearchParams } from 'react-router-dom';
import { REPAIR_TRACKING_PATH } from '../../contract/repair-steps';
import { RepairTracking } from '../../features/repairs/repair-tracking';
import { PageHead } from './page-head';

export function RepairTrackingPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHead path={REPAIR_TRACKING_PATH} />
      <RepairTracking initialCode={params.get('ma') ?? ''} />
    </>
  );
}
