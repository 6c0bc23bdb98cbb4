import type { MouseEvent } from 'react';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

/** One button or link inside a toast ('Xem', 'Hoàn tác'); choosing it also closes the toast. */
export interface ToastAction {
  label: string;
  /**
   * What a screen reader user is told to do instead, since a toast may vanish before they
   * reach it (Radix Toast's `altText`). The label when unset.
   */
  altText?: string;
  /** A link: a real `<a href>`, so it can be opened in a new tab; `onClick` may route it in the page. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface ToastItem {
  id: number;
  message: string;
  severity: ToastSeverity;
  title?: string;
  duration?: number;
  action?: ToastAction;
  open: boolean;
}
