/** A stable, believable like count for a service id, so stories show varied numbers. */
export function demoLikeCount(productId: string): number {
  let hash = 0;
  for (const char of productId) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return hash % 60;
}
