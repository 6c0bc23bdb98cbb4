import { LockKeyhole } from 'lucide-react';
import { messages } from '../../../contract/messages';
import { useBranchSettings } from '../../../entities/branch/get-branch-settings';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { loadErrorText, useLoadErrorToast } from '../use-load-error-toast';
import { AffectedBookingsSection } from './affected-bookings-section';
import { BankAccountsSection } from './bank-accounts-section';
import { BranchCapacityCard } from './branch-capacity-card';
import { BranchChangeList } from './branch-change-list';
import { ClosedDaysSection } from './closed-days-section';
import { UsualBranchForm } from './usual-branch-form';

export interface BranchSettingsScreenProps {
  /** A master changes each branch's places and closed days; an admin reads them. */
  isMaster: boolean;
}

/**
 * `/manager/branches`: each branch's places per slot (the master edits them, every change kept
 * with who made it), the latest changes, the branch the signed-in staff member usually
 * works at (which the day board and the bookings list open on), the days the branches are
 * closed and the bookings on them still to be moved, and each branch's account for bank
 * transfers (the VietQR codes' payee). Those three load on their own: a failure
 * of the settings does not hide them.
 */
export function BranchSettingsScreen({ isMaster }: BranchSettingsScreenProps) {
  const { data, error, isLoading, mutate } = useBranchSettings();
  // Said in place when nothing was read; a refresh failing behind what is shown is the toast's.
  useLoadErrorToast(data ? error : undefined, messages.bookings.branchesLoadFailed);

  return (
    <section aria-labelledby="branches-title" className="space-y-6">
      <header>
        <h1 id="branches-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Chi nhánh
        </h1>
        <p className="mt-1 text-ink-muted">Số chỗ nhận mỗi khung giờ, ngày nghỉ của từng chi nhánh và chi nhánh bạn thường làm.</p>
      </header>

      {data ? (
        <>
          <section aria-labelledby="usual-branch-title" className="space-y-3 rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
            <h2 id="usual-branch-title" className="text-lg font-bold text-navy-900">
              Của bạn
            </h2>
            <UsualBranchForm usualBranch={data.usualBranch} />
          </section>

          <section aria-labelledby="capacity-title" className="space-y-3">
            <h2 id="capacity-title" className="text-lg font-bold text-navy-900">
              Số chỗ mỗi khung giờ
            </h2>
            {isMaster ? null : (
              <p className="flex items-start gap-2 rounded-control bg-info-soft p-3 text-sm text-info-ink ring-1 ring-info-line">
                <LockKeyhole aria-hidden="true" className="size-5 shrink-0" />
                {messages.bookings.capacityMasterOnly}
              </p>
            )}
            <div className="grid gap-4 md:grid-cols-2">
              {data.branches.map((setting) => (
                <BranchCapacityCard key={setting.id} setting={setting} defaultCapacity={data.defaultSlotCapacity} editable={isMaster} />
              ))}
            </div>
          </section>

          <section aria-labelledby="branch-changes-title" className="space-y-3">
            <h2 id="branch-changes-title" className="text-lg font-bold text-navy-900">
              Lịch sử thay đổi
            </h2>
            <BranchChangeList changes={data.changes} defaultCapacity={data.defaultSlotCapacity} />
          </section>
        </>
      ) : error ? (
        <LoadError error={error} message={loadErrorText(error, messages.bookings.branchesLoadFailed)} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <div className="space-y-4">
          <Spinner showLabel label={messages.common.loading} />
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="block h-48" />
            <Skeleton className="block h-48" />
          </div>
        </div>
      ) : null}

      <BankAccountsSection isMaster={isMaster} />
      <ClosedDaysSection isMaster={isMaster} />
      <AffectedBookingsSection />
    </section>
  );
}
