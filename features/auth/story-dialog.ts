import { expect, waitFor, within } from 'storybook/test';

/**
 * Stories only: the open dialog called `name`, once its opening animation shows it, so a
 * play function never clicks into a still-transparent dialog.
 */
export async function shownDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
