import { describe, expect, it } from 'vitest';
import { demoNews } from '../../mocks/data/news';
import { filterNewsByTitle, foldText, otherNews, sortNews, toParagraphs } from './news-query';
import { formatDate } from '../../contract/format';

describe('news list helpers', () => {
  it('finds titles without caring for case or diacritics', () => {
    expect(foldText('Đổi DẦU hộp số')).toBe('doi dau hop so');
    expect(filterNewsByTitle(demoNews, 'MA PHANH').map((item) => item.title)).toEqual(['Năm dấu hiệu cho thấy má phanh cần thay ngay']);
    expect(filterNewsByTitle(demoNews, '  ')).toHaveLength(demoNews.length);
    expect(filterNewsByTitle(demoNews, 'xe bay')).toEqual([]);
  });
  it('sorts newest or oldest first', () => {
    const newest = sortNews(demoNews, 'newest');
    const oldest = sortNews(demoNews, 'oldest');
    expect(oldest).toEqual([...newest].reverse());
    expect(Date.parse(newest[0]!.createdAt)).toBeGreaterThan(Date.parse(newest[1]!.createdAt));
  });
  it('offers the first three other articles', () => {
    const others = otherNews(demoNews, demoNews[0]!._id);
    expect(others.map((item) => item._id)).toEqual(demoNews.slice(1, 4).map((item) => item._id));
    expect(otherNews(demoNews.slice(0, 2), demoNews[0]!._id)).toHaveLength(1);
  });
  it('splits the text into paragraphs at line breaks', () => {
    expect(toParagraphs('Một.\r\n\r\nHai.\nBa.\n\n  ')).toEqual(['Một.', 'Hai.', 'Ba.']);
  });
  it('writes dates the Vietnamese way in the garage time zone', () => {
    expect(formatDate('2026-03-01T18:30:00.000Z')).toBe('02/03/2026');
  });
});
