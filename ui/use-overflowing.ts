import { useCallback, useState } from 'react';

/**
 * Whether an element's content is larger than its box. A region that scrolls must be
 * reachable by keyboard (axe: scrollable-region-focusable), but one that does not
 * should not add a useless tab stop.
 */
export function useOverflowing<T extends HTMLElement>() {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((node: T | null) => {
    if (!node) return;
    const check = () => setOverflowing(node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}
