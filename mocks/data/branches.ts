import type { BranchSettingChange, BranchSettings } from '../../contract/branches';
import { objectIdAt } from './ids';

/** The master who set Thủ Đức's places in the stories. */
export const branchMaster = { _id: objectIdAt(new Date(Date.UTC(2025, 0, 2)), 0x7002), fullName: 'Trần Quốc Bảo' };

let sequence = 0x7300;

export function makeBranchChange(overrides: Partial<BranchSettingChange> = {}): BranchSettingChange {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 1, 20, 2) + (sequence - 0x7300) * 86_400_000);
  return {
    _id: objectIdAt(created, sequence),
    branch: 'thu-duc',
    setting: 'slotCapacity',
    from: null,
    to: '4',
    account: branchMaster,
    createdAt: created.toISOString(),
    ...overrides,
  };
}

/**
 * Quận 12 on the default 3 places a slot, Thủ Đức on its own 4 (set by the master, newest
 * change first); the signed-in staff member has no usual branch unless told otherwise.
 */
export function demoBranchSettings(overrides: Partial<BranchSettings> = {}): BranchSettings {
  return {
    defaultSlotCapacity: 3,
    branches: [
      { id: 'quan-12', slotCapacity: 3, ownSlotCapacity: null },
      { id: 'thu-duc', slotCapacity: 4, ownSlotCapacity: 4 },
    ],
    usualBranch: null,
    changes: [
      makeBranchChange({ branch: 'thu-duc', from: '5', to: '4', createdAt: '2026-03-02T03:15:00.000Z' }),
      makeBranchChange({ branch: 'quan-12', from: '2', to: null, createdAt: '2026-02-25T08:40:00.000Z' }),
      makeBranchChange({ branch: 'thu-duc', from: null, to: '5', account: null, createdAt: '2026-02-20T02:00:00.000Z' }),
    ],
    ...overrides,
  };
}
