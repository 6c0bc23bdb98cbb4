/**
 * Gives the keyboard to `target` on the next frame, once React has removed a row, but only if the
 * focus went with the row: a person who has already moved on (added a row and is typing in it)
 * keeps where they are.
 */
export function focusIfLost(target: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!active || active === document.body) target()?.focus();
  });
}
