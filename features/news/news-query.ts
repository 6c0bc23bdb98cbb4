import { RELATED_NEWS_MAX } from '../../contract/constants';
import type { News } from '../../contract/news';

export type NewsOrder = 'newest' | 'oldest';

export const NEWS_ORDERS: { value: NewsOrder; label: string }[] = [
  { value: 'newest', label: 'Mới nhất' },
  { value: 'oldest', label: 'Cũ nhất' },
];

export const NEWS_PAGE_SIZE = 6;

/** Lower case without Vietnamese diacritics, so 'bao duong' finds 'Bảo dưỡng'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

export function filterNewsByTitle(items: readonly News[], query: string): News[] {
  const needle = foldText(query.trim());
  if (!needle) return [...items];
  return items.filter((item) => foldText(item.title).includes(needle));
}

export function sortNews(items: readonly News[], order: NewsOrder): News[] {
  const sign = order === 'newest' ? -1 : 1;
  return [...items].sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)));
}

/** The first three other articles of the list (newest first), for the side of an article. */
export function otherNews(items: readonly News[], currentId: string, max = RELATED_NEWS_MAX): News[] {
  return sortNews(items.filter((item) => item._id !== currentId), 'newest').slice(0, max);
}

/** An article's text as paragraphs: every line break the editor typed starts a new one. */
export function toParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

