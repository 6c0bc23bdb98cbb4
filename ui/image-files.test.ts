import { describe, expect, it } from 'vitest';
import { formatBytes, screenImageFiles } from './image-files';

const image = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

describe('screenImageFiles', () => {
  it('accepts images of any image type', () => {
    const files = [image('a.png'), image('b.jpg', 10, 'image/jpeg'), image('c.webp', 10, 'image/webp')];
    expect(screenImageFiles(files)).toEqual({ accepted: files, rejected: [] });
  });

  it('refuses files that are not images', () => {
    const pdf = { name: 'x.pdf', size: 10, type: 'application/pdf' };
    const unknown = { name: 'y', size: 10, type: '' };
    expect(screenImageFiles([pdf, unknown]).rejected).toEqual([
      { file: pdf, reason: 'not-image' },
      { file: unknown, reason: 'not-image' },
    ]);
  });

  it('refuses images over maxBytes and keeps one exactly at the limit', () => {
    const big = image('big.png', 5_000_001);
    const edge = image('edge.png', 5_000_000);
    expect(screenImageFiles([big, edge], { maxBytes: 5_000_000 })).toEqual({ accepted: [edge], rejected: [{ file: big, reason: 'too-large' }] });
  });

  it('counts already selected images against maxFiles', () => {
    const files = [image('1.png'), image('2.png'), image('3.png')];
    const { accepted, rejected } = screenImageFiles(files, { maxFiles: 3, alreadySelected: 1 });
    expect(accepted.map((file) => file.name)).toEqual(['1.png', '2.png']);
    expect(rejected).toEqual([{ file: files[2], reason: 'too-many' }]);
  });
});

describe('formatBytes', () => {
  it('uses decimal units and Vietnamese decimals', () => {
    expect(formatBytes(5_000_000)).toBe('5 MB');
    expect(formatBytes(1_500_000)).toBe('1,5 MB');
    expect(formatBytes(800_000)).toBe('800 KB');
    expect(formatBytes(512)).toBe('512 B');
  });
});
