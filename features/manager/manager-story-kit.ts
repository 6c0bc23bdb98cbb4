/**
 * Stories only: steps the back-office screens' stories share (list rows, tabs, the delete
 * confirmation, picture files). Never imported by a screen.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../.storybook/story-toast';

export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The text of each body row of the list (not the header row). */
export const rowTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

/** A real 1×1 PNG, so a picked picture previews. */
export const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
export const pngFile = (name = 'anh.png') => new File([pngBytes], name, { type: 'image/png' });
/** One byte over the 5,000,000-byte limit. */
export const tooLargeFile = () => new File([new Uint8Array(5_000_001)], 'qua-lon.jpg', { type: 'image/jpeg' });

/** Waits for the total, then checks ten rows on page 1 and `lastPageRows` on the last page. */
export async function expectPaging(canvasElement: HTMLElement, totalText: string, lastPage: number, lastPageRows: number) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(totalText)).toBeVisible();
  await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(10));
  await userEvent.click(canvas.getByRole('button', { name: `Trang ${lastPage}` }));
  await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(lastPageRows));
  await userEvent.click(canvas.getByRole('button', { name: 'Trang 1' }));
  await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(10));
}

/** Types into the list's search box and submits it with Enter. */
export async function search(canvasElement: HTMLElement, label: string | RegExp, text: string) {
  const box = within(canvasElement).getByRole('searchbox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, `${text}{Enter}`);
}

/** Opens the form tab by its own trigger ('Thêm tin tức'); returns the form. */
export async function openAddForm(canvasElement: HTMLElement, tabName: string, formName: string) {
  await userEvent.click(await within(canvasElement).findByRole('tab', { name: tabName }));
  return within(await within(canvasElement).findByRole('form', { name: formName }));
}

/** Clicks a row's edit button; checks the form tab is selected; returns the form. */
export async function editRow(canvasElement: HTMLElement, rowName: string, tabName: string, formName: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Sửa ${rowName}` }));
  await expect(within(canvasElement).getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  return within(await within(canvasElement).findByRole('form', { name: formName }));
}

/** The list tab is shown again. */
export async function expectListTab(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).getByRole('tab', { name: 'Danh sách' })).toHaveAttribute('aria-selected', 'true'));
}

/**
 * Clicks a row's delete button, checks the question names the row and says it cannot be
 * undone, confirms, and expects the toast.
 */
export async function confirmDelete(
  canvasElement: HTMLElement,
  { noun, name, toast, severity }: { noun: string; name: string; toast: string; severity: 'success' | 'error' },
) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Xóa ${noun} ${name}` }));
  const dialog = within(await bodyOf(canvasElement).findByRole('alertdialog'));
  await expect(dialog.getByText(`Bạn có chắc muốn xóa ${noun} "${name}"?`)).toBeVisible();
  await expect(dialog.getByText('Hành động này không thể hoàn tác.')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Xóa' }));
  await expectToast(canvasElement, toast, severity);
}

/**
 * A row action the row already shows to be refused: the button is dimmed (aria-disabled), and
 * pressing it says why at once, with no question (and so no call to the server).
 */
export async function expectRefusedBeforeAsking(canvasElement: HTMLElement, { button, toast }: { button: string; toast: string }) {
  const action = await within(canvasElement).findByRole('button', { name: button });
  await expect(action).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(action);
  await expectToast(canvasElement, toast, 'error');
  await expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull();
}

/** The page does not scroll sideways (the table scrolls inside its own box). */
export async function expectNoSideScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** At phone width: the list, then the form, without sideways scrolling. */
export async function phonePlay(canvasElement: HTMLElement, totalText: string, addTab: string) {
  await expect(await within(canvasElement).findByText(totalText)).toBeVisible();
  await expectNoSideScroll(canvasElement);
  await openAddForm(canvasElement, addTab, addTab);
  await expectNoSideScroll(canvasElement);
}

/**
 * A list whose read failed: the failure stands where the list would be, with 'Thử lại' (none
 * when `refused`: a 403 is not mended by asking again), and nothing on the page claims the list
 * is empty ('Tổng số: 0', 'Chưa có ... nào'). Returns the alert, to click its retry.
 */
export async function expectLoadFailed(canvasElement: HTMLElement, message: string, { refused = false } = {}) {
  const canvas = within(canvasElement);
  const alert = await waitFor(() => {
    const found = canvas.getAllByRole('alert').find((item) => item.textContent?.includes(message));
    if (!found) throw new Error(`Không thấy lỗi tải tại chỗ: ${message}`);
    return found;
  });
  await expect(alert).toBeVisible();
  if (refused) await expect(within(alert).queryByRole('button', { name: 'Thử lại' })).toBeNull();
  else await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  await expect(canvas.queryByText(/^Tổng số:/)).toBeNull();
  await expect(canvas.queryByText(/^Chưa có .* nào/)).toBeNull();
  return alert;
}
