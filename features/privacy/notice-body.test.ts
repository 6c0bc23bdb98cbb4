import { describe, expect, it } from 'vitest';
import { noticeBlocks } from './notice-body';

describe('the notice body', () => {
  it('reads headings and paragraphs, keeping line breaks inside a paragraph', () => {
    expect(noticeBlocks('Mở đầu\ndòng hai\n\n## Mục 1\nNội dung\r\n\r\n\n## \n')).toEqual([
      { kind: 'paragraph', text: 'Mở đầu\ndòng hai' },
      { kind: 'heading', text: 'Mục 1' },
      { kind: 'paragraph', text: 'Nội dung' },
    ]);
  });
});
