import { describe, expect, it } from 'vitest';
import { keyUnderPath } from './cache-keys';

describe('keyUnderPath', () => {
  const isProductKey = keyUnderPath('/api/products');

  it('matches the path itself, its sub-paths and array keys that start with them', () => {
    expect(isProductKey('/api/products')).toBe(true);
    expect(isProductKey('/api/products/featured')).toBe(true);
    expect(isProductKey(['/api/products/:id', 'abc'])).toBe(true);
    expect(isProductKey(['/api/products', { page: 2 }])).toBe(true);
  });

  it('does not match another entity that merely shares the first letters', () => {
    expect(isProductKey('/api/productsStaff')).toBe(false);
    expect(isProductKey(['/api/news', 1])).toBe(false);
    expect(isProductKey(undefined)).toBe(false);
    expect(isProductKey([42])).toBe(false);
  });
});
