import { describe, expect, it } from 'vitest';
import { branchChangeText, capacityText } from './branch-change-text';

describe('capacityText', () => {
  it('names the default with what it means now', () => {
    expect(capacityText(null, 3)).toBe('mặc định (3 chỗ)');
    expect(capacityText(4, 3)).toBe('4 chỗ');
    expect(capacityText('5', 3)).toBe('5 chỗ');
  });
});

describe('branchChangeText', () => {
  it('says the setting, from and to', () => {
    expect(branchChangeText({ setting: 'slotCapacity', from: '5', to: '4' }, 3)).toBe('Số chỗ mỗi khung giờ: 5 chỗ → 4 chỗ');
    expect(branchChangeText({ setting: 'slotCapacity', from: null, to: '6' }, 3)).toBe('Số chỗ mỗi khung giờ: mặc định (3 chỗ) → 6 chỗ');
    expect(branchChangeText({ setting: 'slotCapacity', from: '2', to: null }, 3)).toBe('Số chỗ mỗi khung giờ: 2 chỗ → mặc định (3 chỗ)');
  });

  it('still reads for a setting this screen does not know yet', () => {
    expect(branchChangeText({ setting: 'openingHours', from: null, to: '8' }, 3)).toBe('Cài đặt khác: mặc định → 8');
  });
});
