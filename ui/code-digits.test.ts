import { describe, expect, it } from 'vitest';
import { backspace, digitsOf, fillDigits, isComplete, toBoxes, typedText } from './code-digits';

const empty = () => toBoxes('', 6);

describe('digitsOf', () => {
  it('keeps only ASCII digits in order', () => {
    expect(digitsOf('Mã: 12a-3 4\n56')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(digitsOf('abc')).toEqual([]);
  });

  it('ignores other numeral systems', () => {
    expect(digitsOf('١٢٣')).toEqual([]);
  });
});

describe('toBoxes', () => {
  it('pads short values and cuts long ones', () => {
    expect(toBoxes('12', 4)).toEqual(['1', '2', '', '']);
    expect(toBoxes('1234567', 6)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('fillDigits (typing and paste)', () => {
  it('puts a typed digit in the box and moves forward', () => {
    expect(fillDigits(empty(), 0, '7')).toEqual({ digits: ['7', '', '', '', '', ''], focus: 1 });
  });

  it('ignores a non-digit', () => {
    expect(fillDigits(empty(), 2, 'x')).toEqual({ digits: empty(), focus: 2 });
  });

  it('keeps the first 6 digits of a pasted text and fills from the first box', () => {
    expect(fillDigits(empty(), 3, 'Your code: 98 76 54 32 10')).toEqual({ digits: ['9', '8', '7', '6', '5', '4'], focus: 5 });
  });

  it('fills a short paste from the focused box', () => {
    expect(fillDigits(toBoxes('12', 6), 2, '34')).toEqual({ digits: ['1', '2', '3', '4', '', ''], focus: 4 });
  });

  it('drops what does not fit after the focused box', () => {
    expect(fillDigits(toBoxes('1234', 6), 4, '567').digits).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('keeps the focus on the last box when it is filled', () => {
    expect(fillDigits(toBoxes('12345', 6), 5, '6').focus).toBe(5);
  });
});

describe('backspace', () => {
  it('clears a filled box and stays', () => {
    expect(backspace(toBoxes('123', 6), 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
  });

  it('on an empty box moves back and clears that one', () => {
    expect(backspace(toBoxes('123', 6), 3)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
  });

  it('stays on the first box', () => {
    expect(backspace(empty(), 0)).toEqual({ digits: empty(), focus: 0 });
  });
});

describe('typedText', () => {
  it('drops the old digit next to a new one', () => {
    expect(typedText('3', '37')).toBe('7');
    expect(typedText('3', '73')).toBe('7');
  });

  it('passes a fresh or a longer text through', () => {
    expect(typedText('', '5')).toBe('5');
    expect(typedText('1', '123456')).toBe('123456');
  });
});

describe('isComplete', () => {
  it('needs every box', () => {
    expect(isComplete(toBoxes('123456', 6))).toBe(true);
    expect(isComplete(['1', '', '3'])).toBe(false);
  });
});
