/** What the server wants for the picture: null keeps it, '' removes it, a data URL replaces it. */
export function imageChange(before: string | null, after: string | null): string | null {
  if (after === before) return null;
  return after ?? '';
}
