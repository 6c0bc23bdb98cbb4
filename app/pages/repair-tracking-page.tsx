import { useSearchParams } from 'react-router-dom';
import { REPAIR_TRACKING_PATH } from '../../contract/repair-tracking-path';
import type { RepairWatchLoader } from '../../entities/repair/use-repair-watch';
import { RepairTracking } from '../../features/repairs/repair-tracking';
import { PageHead } from './page-head';

/** socket.io-client comes once a job has been found, from the chunk the tab's own socket uses too. */
const loadRepairWatch: RepairWatchLoader = () => import('../../entities/chat/chat-socket').then((module) => module.connectRepairWatch);

export function RepairTrackingPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHead path={REPAIR_TRACKING_PATH} />
      <RepairTracking initialCode={params.get('ma') ?? ''} linkToken={params.get('duyet') ?? undefined} watchFactory={loadRepairWatch} />
    </>
  );
}
