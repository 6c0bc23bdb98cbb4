import { useSearchParams } from 'react-router-dom';
import { REPAIR_TRACKING_PATH } from '../../contract/repair-tracking-path';
import { Island } from '../../ui/island';
import { RepairTrackingIsland } from '../islands/repair-tracking-island';
import { PageHead } from './page-head';

export function RepairTrackingPage() {
  const [params] = useSearchParams();
  const linkToken = params.get('duyet') ?? undefined;
  return (
    <>
      <PageHead path={REPAIR_TRACKING_PATH} />
      {/* The quote link's job opens without the form: it is live as soon as the page is idle. */}
      <Island
        name="repair-tracking"
        component={RepairTrackingIsland}
        props={{ initialCode: params.get('ma') ?? '', linkToken }}
        load={linkToken ? 'idle' : 'interaction'}
      />
    </>
  );
}
