/** The count this tab put before the page's title, e.g. '(3) '. */
const COUNT_PREFIX = /^\(\d+\+?\) /;

/** The page's own title, without a count this tab put before it. */
export function titleWithoutCount(title: string): string {
  return title.replace(COUNT_PREFIX, '');
}

/** '(3) Quản lý gara': what waits, before the page's own title; the title alone at 0. */
export function titleWithCount(title: string, total: number): string {
  const base = titleWithoutCount(title);
  return total > 0 ? `(${total > 99 ? '99+' : total}) ${base}` : base;
}

/**
 * The browser's own notification is for a tab the staff member is not looking at (the toast is
 * there for the one they are), and only once they allowed it.
 */
export function shouldNotify(permission: NotificationPermission | 'unsupported', visibility: DocumentVisibilityState): boolean {
  return permission === 'granted' && visibility === 'hidden';
}
