import type { RepairWatchLoader } from '../../entities/repair/use-repair-watch';
import { RepairTracking } from '../../features/repairs/repair-tracking';

export interface RepairTrackingIslandProps {
  /** The reference the address carried (`?ma=`). */
  initialCode: string;
  /** The one-tap quote link's token (`?duyet=`). */
  linkToken?: string;
}

/** socket.io-client comes once a job has been found, from the chunk the tab's own socket uses too. */
const loadRepairWatch: RepairWatchLoader = () => import('../../entities/chat/chat-socket').then((module) => module.connectRepairWatch);

/** 'Theo dõi sửa chữa': the form and the job it finds, followed live. */
export function RepairTrackingIsland({ initialCode, linkToken }: RepairTrackingIslandProps) {
  return <RepairTracking initialCode={initialCode} linkToken={linkToken} watchFactory={loadRepairWatch} />;
}
