import { expect, waitFor, within } from 'storybook/test';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

/**
 * Stories only. The toast region is loaded with the first toast, which on a busy machine
 * takes a few seconds: every toast lookup waits this long before it fails.
 */
export const TOAST_TIMEOUT_MS = 10_000;

/**
 * The toast (its list item) showing `text`, of `severity` when given. Radix repeats a toast's
 * text in a screen-reader announcement for a moment, so the text alone may match twice.
 */
export async function findToast(canvasElement: HTMLElement, text: string, severity?: ToastSeverity): Promise<HTMLElement> {
  const body = within(canvasElement.ownerDocument.body);
  return waitFor(
    () => {
      const toast = body
        .getAllByText(text)
        .map((node) => node.closest<HTMLElement>('li[data-severity]'))
        .find((item) => item !== null && (severity === undefined || item.dataset.severity === severity));
      expect(toast, `a ${severity ?? ''} toast saying "${text}"`).toBeTruthy();
      return toast!;
    },
    { timeout: TOAST_TIMEOUT_MS },
  );
}

/** Passes once a toast of this severity shows this text. */
export async function expectToast(canvasElement: HTMLElement, text: string, severity: ToastSeverity): Promise<void> {
  await findToast(canvasElement, text, severity);
}
