import { describe, expect, it } from 'vitest';
import type { FavoriteProduct } from '../../contract/favorites';
import { filterByCategory, paginate, parsePage, parseSort, sortFavorites } from './favorites-query';

function favorite(name: string, likedAt: string, categoryId = 'a'.repeat(24)): FavoriteProduct {
  return {
    _id: name.padEnd(24, '0').slice(0, 24).replace(/[^0-9a-f]/g, '0'),
    name,
    description: '',
    price: 100_000,
    quantity: 5,
    image: null,
    subImages: [],
    category_id: categoryId,
    isFeatured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    likedAt,
  };
}

describe('favourites list', () => {
  // Liked in an order that is neither the list's nor the alphabet's, so each sort shows.
  const list = [
    favorite('Bảo dưỡng', '2026-03-01T00:00:00.000Z'),
    favorite('Thay dầu', '2026-03-03T00:00:00.000Z', 'b'.repeat(24)),
    favorite('Ắc quy', '2026-03-02T00:00:00.000Z'),
  ];

  it('shows the most recently liked first by default and by name on "default"', () => {
    expect(sortFavorites(list, 'newest').map((p) => p.name)).toEqual(['Thay dầu', 'Ắc quy', 'Bảo dưỡng']);
    // Vietnamese order: Ắ sorts with A, before B; a plain code-point sort would put it last.
    expect(sortFavorites(list, 'default').map((p) => p.name)).toEqual(['Ắc quy', 'Bảo dưỡng', 'Thay dầu']);
    expect(parseSort(null)).toBe('newest');
    expect(parseSort('default')).toBe('default');
  });

  it('filters by the plain category id, all when none is chosen', () => {
    expect(filterByCategory(list, 'b'.repeat(24)).map((p) => p.name)).toEqual(['Thay dầu']);
    expect(filterByCategory(list, undefined)).toHaveLength(3);
  });

  it('cuts pages of 8 and keeps the page inside the list', () => {
    const many = Array.from({ length: 17 }, (_, index) => index);
    expect(paginate(many, 1)).toMatchObject({ items: [0, 1, 2, 3, 4, 5, 6, 7], pageCount: 3, total: 17 });
    expect(paginate(many, 3).items).toEqual([16]);
    expect(paginate(many, 9).page).toBe(3);
    expect(paginate([], 2)).toMatchObject({ items: [], page: 1, pageCount: 1 });
    expect(parsePage('2')).toBe(2);
    expect(parsePage('x')).toBe(1);
    expect(parsePage('0')).toBe(1);
  });
});
