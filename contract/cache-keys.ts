/**
 * The browser caches every answer under a key that starts with the contract path it came
 * from (`'/api/products'`, `['/api/products/:id', id]`, `['/api/products', { page: 2 }]`).
 * A write then refreshes every view of its entity by matching the path prefix, whichever
 * screen drew it: a service saved in the back office updates the public list and its
 * detail page in the same tab.
 */
export function keyUnderPath(prefix: string) {
  return (key: unknown): boolean => {
    const head = Array.isArray(key) ? key[0] : key;
    return typeof head === 'string' && (head === prefix || head.startsWith(`${prefix}/`));
  };
}
