import { useEffect, type ReactNode } from 'react';

export interface HydrationSignalProps {
  /** Called once the island is hydrated: its handlers are attached, a held click can be given. */
  onHydrated?: () => void;
  children: ReactNode;
}

/**
 * Around every island, on the server that draws it and in the browser that hydrates it, so both
 * hold the same tree (the same ids). It adds no element.
 */
export function HydrationSignal({ onHydrated, children }: HydrationSignalProps) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return children;
}
