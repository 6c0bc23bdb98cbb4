import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydrationSignal } from './hydration-signal';

/** Hydrates an island that needs nothing but React (`frame="none"`): the same tree the server drew. */
export function hydrateIsland(element: Element, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, id: string, onHydrated: () => void) {
  hydrateRoot(
    element,
    <HydrationSignal onHydrated={onHydrated}>
      <Component {...props} />
    </HydrationSignal>,
    { identifierPrefix: id },
  );
}
