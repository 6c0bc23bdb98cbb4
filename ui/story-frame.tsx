import type { ReactNode } from 'react';

/**
 * A small captioned box for "all variants" stories of page furniture: its transform makes it
 * the containing block of `position: fixed` children, so each variant sits in its own box's
 * corner instead of all of them piling up in the window's. Not for production use.
 */
export function StoryFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="relative h-44 overflow-hidden rounded-card border border-line bg-surface-muted [transform:translateZ(0)]">
      <figcaption className="p-3 text-sm font-semibold text-ink-muted">{title}</figcaption>
      {children}
    </figure>
  );
}
