import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ManagerShell } from '../../features/manager/manager-shell';
import { Spinner } from '../../ui/spinner';
import { ManagerGuard } from '../manager-guard';
import { useStaffAccount } from '../use-staff-account';

function ManagerFrame() {
  const { isMaster } = useStaffAccount();
  return (
    <ManagerShell isMaster={isMaster}>
      <Suspense
        fallback={
          <div className="flex justify-center py-24">
            <Spinner size="lg" showLabel />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </ManagerShell>
  );
}

/** `/manager/*`: admin or master only; each screen below may ask for master on top. */
export function ManagerArea() {
  return (
    <ManagerGuard require="staff">
      <ManagerFrame />
    </ManagerGuard>
  );
}

/** `/admin-chat`: the same shell and roles, refused in the chat's own words. */
export function ChatArea() {
  return (
    <ManagerGuard require="chat">
      <ManagerFrame />
    </ManagerGuard>
  );
}
