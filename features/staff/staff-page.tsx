import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { messages } from '../../contract/messages';
import { ROTATE_INTERVAL_MS } from '../../ui/ui-values';
import { Island } from '../../ui/island';
import { useIslandPageOnServer } from '../../ui/island-page';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useStaff } from '../../entities/staff/get-staff';
import { useStaffPositions } from '../../entities/staff-position/get-staff-positions';
import { groupStaff } from './group-staff';
import { StaffRotator } from './staff-rotator';

export interface StaffPageProps {
  /** Milliseconds between rotations; stories shorten it. */
  rotateIntervalMs?: number;
}

/**
 * The staff page: one row per position, two people at a time, turning when there are more.
 * The page is HTML; each position's rotation is an island with its people as props.
 */
export function StaffPage({ rotateIntervalMs = ROTATE_INTERVAL_MS }: StaffPageProps) {
  const staff = useStaff();
  const positions = useStaffPositions();
  const toast = useToast();
  // On a page the server draws as islands nothing loads later: an answer it lacks has failed.
  const onServer = useIslandPageOnServer();
  const staffFailed = Boolean(staff.error) || (onServer && !staff.data);
  const positionsFailed = Boolean(positions.error) || (onServer && !positions.data);

  useEffect(() => {
    if (staff.error) toast.error(messages.staff.listLoadFailed);
  }, [staff.error, toast]);
  useEffect(() => {
    if (positions.error) toast.error(messages.staffPositions.listLoadFailed);
  }, [positions.error, toast]);

  const loading = !onServer && (staff.isLoading || positions.isLoading);
  const groups = staff.data ? groupStaff(staff.data, positions.data) : [];

  return (
    <div className="space-y-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Đội ngũ nhân sự</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">
          Những người chăm sóc chiếc xe của bạn: ban quản lý, cố vấn dịch vụ, kỹ thuật viên và bộ phận chăm sóc khách hàng.
        </p>
      </header>

      {positionsFailed && !staffFailed ? (
        <p role="alert" className="rounded-card bg-warning-soft p-4 font-semibold text-warning-ink">
          {messages.staffPositions.listLoadFailed}
        </p>
      ) : null}

      {loading ? (
        <div className="space-y-4">
          <Spinner showLabel label={messages.common.loading} />
          <div className="grid grid-cols-2 gap-4">
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
          </div>
        </div>
      ) : staffFailed ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger-ink">
          {messages.staff.listLoadFailed}
        </p>
      ) : groups.length === 0 ? (
        <p className="flex items-center gap-3 rounded-card bg-surface p-6 text-ink-muted shadow-card">
          <Users aria-hidden="true" className="size-6" />
          {messages.staff.empty}
        </p>
      ) : (
        // From 1024 px two positions side by side, so the page fills a desktop screen instead of its left third.
        <div className="grid gap-x-8 gap-y-10 lg:grid-cols-2">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`staff-group-${group.id}`} className="min-w-0 space-y-4">
              <h2 id={`staff-group-${group.id}`} className="flex items-baseline gap-2 text-2xl font-bold text-navy-900">
                {group.name}
                <span className="text-base font-normal text-ink-muted">({group.members.length} người)</span>
              </h2>
              <Island
                name="staff-rotator"
                component={StaffRotator}
                props={{
                  position: group.name,
                  members: group.members.map(({ _id, name, position, phone, image }) => ({ _id, name, position, phone, image })),
                  intervalMs: rotateIntervalMs,
                }}
              />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
