import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { messages } from '../../contract/messages';
import { ROTATE_INTERVAL_MS } from '../../ui/ui-values';
import { Rotator } from '../../ui/rotator';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useStaff } from '../../entities/staff/get-staff';
import { useStaffPositions } from '../../entities/staff-position/get-staff-positions';
import { groupStaff } from './group-staff';
import { StaffCard } from './staff-card';

/** Staff cards shown side by side in the rotator. */
const STAFF_VISIBLE = 2;

export interface StaffPageProps {
  /** Milliseconds between rotations; stories shorten it. */
  rotateIntervalMs?: number;
}

/** The staff page: one row per position, two people at a time, turning when there are more. */
export function StaffPage({ rotateIntervalMs = ROTATE_INTERVAL_MS }: StaffPageProps) {
  const staff = useStaff();
  const positions = useStaffPositions();
  const toast = useToast();

  useEffect(() => {
    if (staff.error) toast.error(messages.staff.listLoadFailed);
  }, [staff.error, toast]);
  useEffect(() => {
    if (positions.error) toast.error(messages.staffPositions.listLoadFailed);
  }, [positions.error, toast]);

  const loading = staff.isLoading || positions.isLoading;
  const groups = staff.data ? groupStaff(staff.data, positions.data) : [];

  return (
    <div className="space-y-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Đội ngũ nhân sự</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">
          Những người chăm sóc chiếc xe của bạn: ban quản lý, cố vấn dịch vụ, kỹ thuật viên và bộ phận chăm sóc khách hàng.
        </p>
      </header>

      {positions.error && !staff.error ? (
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
      ) : staff.error ? (
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
              <Rotator
                pauseButton
                items={group.members}
                visible={STAFF_VISIBLE}
                interval={rotateIntervalMs}
                getKey={(member) => member._id}
                renderItem={(member) => <StaffCard member={member} />}
                aria-label={`Nhân sự ${group.name}`}
                role="group"
                // Always two columns: a position of one person gets a card as wide as the others, not the whole row.
                style={{ gridTemplateColumns: `repeat(${STAFF_VISIBLE}, minmax(0, 1fr))` }}
              />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
