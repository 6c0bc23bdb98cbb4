import type { BranchSettingChange } from '../../../contract/branches';
import { formatDateTime } from '../../../contract/format';
import { branchOf } from '../../../contract/garage';
import { branchChangeText } from './branch-change-text';

export interface BranchChangeListProps {
  changes: readonly BranchSettingChange[];
  defaultCapacity: number;
}

/** Who changed which branch's places, when, and from what to what; newest first, as the server lists them. */
export function BranchChangeList({ changes, defaultCapacity }: BranchChangeListProps) {
  if (changes.length === 0) return <p className="text-ink-muted">Chưa có thay đổi nào.</p>;
  return (
    <ol aria-label="Các thay đổi gần đây" className="space-y-2">
      {changes.map((change) => (
        <li key={change._id} className="rounded-control bg-surface p-3 text-sm ring-1 ring-line">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-semibold text-ink">{branchOf(change.branch)?.name ?? change.branch}</span>
            <time dateTime={change.createdAt} className="text-ink-muted">
              {formatDateTime(change.createdAt)}
            </time>
          </p>
          <p className="mt-1 break-words text-ink">{branchChangeText(change, defaultCapacity)}</p>
          <p className="mt-0.5 text-ink-muted">Người đổi: {change.account?.fullName ?? 'Không rõ người đổi'}</p>
        </li>
      ))}
    </ol>
  );
}
