/** The sign-in dialogs' chunk; the header's buttons start it on hover or focus, ahead of the click. */
export const loadAuthDialogSet = () => import('./auth-dialog-set');

export function preloadAuthDialogs() {
  void loadAuthDialogSet();
}
