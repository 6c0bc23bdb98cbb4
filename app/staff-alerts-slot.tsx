import { useLocation } from 'react-router-dom';
import { LazyBoundary } from '../ui/lazy-boundary';
import { retryableLazy } from '../ui/retryable-lazy';

// Staff only: the listener, its zod schema and its hooks never reach a visitor's pages.
const StaffAlerts = retryableLazy(() => import('./staff-alerts-gate').then((module) => module.StaffAlertsGate));

/** Staff alerts on every page while a staff member is signed in; a chunk that fails to load is tried again on the next page. */
export function StaffAlertsSlot() {
  const { pathname } = useLocation();
  return (
    <LazyBoundary retryKey={pathname} onError={StaffAlerts.retry}>
      <StaffAlerts />
    </LazyBoundary>
  );
}
