import type { BranchSettingChange } from '../../../contract/branches';

/** A branch's places per slot as staff read them: its own number, or the default with the number it means now. */
export function capacityText(value: number | string | null, defaultCapacity: number): string {
  return value === null ? `mặc định (${defaultCapacity} chỗ)` : `${value} chỗ`;
}

/** One change as the list says it: 'Số chỗ mỗi khung giờ: 5 chỗ → mặc định (3 chỗ)'. */
export function branchChangeText(change: Pick<BranchSettingChange, 'setting' | 'from' | 'to'>, defaultCapacity: number): string {
  if (change.setting !== 'slotCapacity') return `Cài đặt khác: ${change.from ?? 'mặc định'} → ${change.to ?? 'mặc định'}`;
  return `Số chỗ mỗi khung giờ: ${capacityText(change.from, defaultCapacity)} → ${capacityText(change.to, defaultCapacity)}`;
}
