import { describe, expect, it } from 'vitest';
import { groupTypedWholeNumber, readDecimalNumber, readPhone, readWholeNumber, writeNumber } from './typed-number-rules';

describe('readWholeNumber (money in dong, km)', () => {
  it.each([
    ['200.000', 200_000],
    ['200 000', 200_000],
    ['200\u00a0000', 200_000],
    ['200.000 đ', 200_000],
    ['200.000đ', 200_000],
    ['200.000 ₫', 200_000],
    ['200.000 VNĐ', 200_000],
    ['1.250.000', 1_250_000],
    ['1.250.000,00', 1_250_000],
    ['200,000', 200_000],
    ['1,250,000', 1_250_000],
    ['23.500 km', 23_500],
    ['23500', 23_500],
    [' 0 ', 0],
    ['007', 7],
  ])('reads %j as %d', (typed, value) => {
    expect(readWholeNumber(typed)).toBe(value);
  });

  it.each(['', '   ', 'đ', '1,5', '12.34', '12.3456', '1.00.000', '-5', '2e5', '200k', 'abc', '1 5', '1.234.5', '9'.repeat(16)])('refuses %j', (typed) => {
    expect(readWholeNumber(typed)).toBeNull();
  });
});

describe('readDecimalNumber (hours, quantities)', () => {
  it.each([
    ['1,5', 1.5],
    ['1,5 giờ', 1.5],
    ['1.5', 1.5],
    ['0,25', 0.25],
    [',5', 0.5],
    ['2', 2],
    ['1.500', 1500],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
  ])('reads %j as %d', (typed, value) => {
    expect(readDecimalNumber(typed)).toBe(value);
  });

  it.each(['', '1,2,3', '1.2.3', '1,5,0', 'một', '1 5', '1..5'])('refuses %j', (typed) => {
    expect(readDecimalNumber(typed)).toBeNull();
  });
});

describe('writeNumber and groupTypedWholeNumber', () => {
  it('writes numbers back the Vietnamese way', () => {
    expect(writeNumber(1_250_000)).toBe('1.250.000');
    expect(writeNumber(1.5)).toBe('1,5');
    expect(writeNumber(0)).toBe('0');
  });

  it('groups the digits of a whole amount as it is typed, and what it shows reads back the same', () => {
    expect(groupTypedWholeNumber('2000000')).toBe('2.000.000');
    expect(groupTypedWholeNumber('200.00')).toBe('20.000');
    expect(groupTypedWholeNumber('200 000')).toBe('200.000');
    expect(groupTypedWholeNumber('')).toBe('');
    for (const typed of ['1', '12345', '200000', '9876543210']) {
      expect(readWholeNumber(groupTypedWholeNumber(typed))).toBe(Number(typed));
    }
  });

  it('leaves what might mean something else as it was typed', () => {
    expect(groupTypedWholeNumber('1,5')).toBe('1,5');
    expect(groupTypedWholeNumber('200k')).toBe('200k');
  });
});

describe('readPhone', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['(091) 234 5678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['+84912345678', '0912345678'],
    ['84912345678', '0912345678'],
    ['0084 912 345 678', '0912345678'],
  ])('reads %j as %s', (typed, phone) => {
    expect(readPhone(typed)).toBe(phone);
  });

  it.each(['', '091234567', '09123456789', '0912abc678', '+1 912 345 678', '+84 0912 345 678'])('refuses %j', (typed) => {
    expect(readPhone(typed)).toBeNull();
  });
});
