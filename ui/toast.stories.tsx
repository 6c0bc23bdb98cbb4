import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { retryableLazy } from './retryable-lazy';
import { expectConsoleErrors, reportedErrors, storyFailure } from './story-console';
import { createToastProvider, useToast, type ToastSeverity } from './toast';

/** Buttons that raise toasts through the provider the preview puts around every story. */
function ToastDemo({ severities = ['info'] }: { severities?: ToastSeverity[] }) {
  const toast = useToast();
  const samples: Record<ToastSeverity, string> = {
    success: 'Đã lưu thay đổi.',
    error: 'Không thể kết nối tới máy chủ.',
    warning: 'Vui lòng đăng nhập để tiếp tục.',
    info: 'Có 3 tin nhắn mới.',
  };
  return (
    <div className="flex flex-wrap gap-3">
      {severities.map((severity) => (
        <Button key={severity} variant="outline" onClick={() => toast[severity](samples[severity])}>
          Hiện {severity}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  tags: ['visual'],
  title: 'ui/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast region is a chunk of its own, loaded with the first toast: allow for a busy machine. */
const LOAD = { timeout: 10_000 };

const shownToasts = (canvasElement: HTMLElement) => [...canvasElement.ownerDocument.body.querySelectorAll<HTMLElement>('li[data-severity]')];

/** Info is the default severity; the toast sits top right, 110 px down, and leaves after 3 s. */
export const Info: Story = {
  args: { severities: ['info'] },
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện info' }));
    const toast = (await body.findByText('Có 3 tin nhắn mới.', {}, LOAD)).closest('li')!;
    await expect(toast).toHaveAttribute('data-severity', 'info');
    await expect(within(toast).getByText('Thông báo')).toBeVisible();

    const box = toast.getBoundingClientRect();
    await expect(Math.round(box.top)).toBe(110);
    await expect(window.innerWidth - box.right).toBeLessThanOrEqual(20);

    // Still there after 2 s, gone soon after 3 s.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(shownToasts(canvasElement)).toHaveLength(1);
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(0), { timeout: 2500 });
  },
};

/** Below 768 px the stack sits above the bottom bar of the site, not over the page's heading. */
export const OnAPhone: Story = {
  args: { severities: ['info'] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện info' }));
    const toast = (await within(canvasElement.ownerDocument.body).findByText('Có 3 tin nhắn mới.', {}, LOAD)).closest('li')!;
    await waitFor(() => expect(Math.round(window.innerHeight - toast.getBoundingClientRect().bottom)).toBe(76));
  },
};

export const Success: Story = {
  args: { severities: ['success'] },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện success' }));
    const toast = (await within(canvasElement.ownerDocument.body).findByText('Đã lưu thay đổi.', {}, LOAD)).closest('li')!;
    await expect(toast).toHaveAttribute('data-severity', 'success');
    await expect(within(toast).getByText('Thành công')).toBeVisible();
  },
};

export const Error: Story = {
  args: { severities: ['error'] },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện error' }));
    const toast = (await within(canvasElement.ownerDocument.body).findByText('Không thể kết nối tới máy chủ.', {}, LOAD)).closest('li')!;
    await expect(toast).toHaveAttribute('data-severity', 'error');
    await expect(within(toast).getByText('Lỗi')).toBeVisible();
  },
};

export const Warning: Story = {
  args: { severities: ['warning'] },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện warning' }));
    const toast = (await within(canvasElement.ownerDocument.body).findByText('Vui lòng đăng nhập để tiếp tục.', {}, LOAD)).closest('li')!;
    await expect(toast).toHaveAttribute('data-severity', 'warning');
    await expect(within(toast).getByText('Cảnh báo')).toBeVisible();
  },
};

/** Several toasts stack in the order they came, each with its own timer. */
export const Queue: Story = {
  args: { severities: ['success', 'error', 'warning', 'info'] },
  parameters: { toastDuration: 60_000 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện warning' }));
    await waitFor(() => expect(shownToasts(canvasElement).map((toast) => toast.dataset.severity)).toEqual(['success', 'error', 'warning']), LOAD);

    // The close button dismisses one; the others stay.
    const [, errorToast] = shownToasts(canvasElement);
    await userEvent.click(within(errorToast!).getByRole('button', { name: 'Đóng thông báo' }));
    await waitFor(() => expect(shownToasts(canvasElement).map((toast) => toast.dataset.severity)).toEqual(['success', 'warning']), { timeout: 4000 });
  },
};

/** At the default 3000 ms: several show at once, and each leaves about 3 s after it came. */
export const QueueDefaultDuration: Story = {
  args: { severities: ['success', 'error', 'warning'] },
  parameters: { toastDuration: 3000 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // Load the region first, so the three toasts below start their timers together.
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện success' }));
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(1), LOAD);
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(0), { timeout: 5000 });

    const started = performance.now();
    for (const severity of ['success', 'error', 'warning']) {
      await userEvent.click(canvas.getByRole('button', { name: `Hiện ${severity}` }));
    }
    await waitFor(() => expect(shownToasts(canvasElement).map((toast) => toast.dataset.severity)).toEqual(['success', 'error', 'warning']), LOAD);
    // All three together, for most of their 3 s.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 2000 - (performance.now() - started))));
    await expect(shownToasts(canvasElement).filter((toast) => toast.dataset.state === 'open')).toHaveLength(3);
    // Then each closes, soon after its 3 s.
    await waitFor(() => expect(shownToasts(canvasElement).filter((toast) => toast.dataset.state === 'open')).toHaveLength(0), { timeout: 2500 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(3000);
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(0), { timeout: 3000 });
  },
};

/** At most 5 on screen: the oldest make way. */
export const Limit: Story = {
  args: { severities: ['info'] },
  parameters: { toastDuration: 60_000 },
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Hiện info' });
    for (let index = 0; index < 7; index += 1) await userEvent.click(button);
    await waitFor(() => expect(shownToasts(canvasElement).filter((toast) => toast.dataset.state === 'open')).toHaveLength(5), LOAD);
  },
};

/** Keyboard: F8 jumps to the toasts, Tab reaches the close button, Enter closes. */
export const KeyboardDismiss: Story = {
  args: { severities: ['success'] },
  parameters: { toastDuration: 60_000 },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện success' }));
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(1), LOAD);
    const doc = canvasElement.ownerDocument;
    // Radix listens for the key's code.
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(doc.activeElement?.closest('ol')).not.toBeNull(), { timeout: 4000 });
    for (let step = 0; step < 3 && doc.activeElement?.getAttribute('aria-label') !== 'Đóng thông báo'; step += 1) await userEvent.tab();
    await expect(doc.activeElement).toHaveAccessibleName('Đóng thông báo');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(0), { timeout: 4000 });
  },
};

export const AllVariants: Story = {
  args: { severities: ['success', 'error', 'warning', 'info'] },
  parameters: { toastDuration: 60_000 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const severity of ['success', 'error', 'warning', 'info']) {
      await userEvent.click(canvas.getByRole('button', { name: `Hiện ${severity}` }));
    }
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(4), LOAD);
  },
};

const followed = fn();

/** A toast carrying a link: the page routes it itself (here: a spy), and choosing it closes the toast. */
function LinkDemo() {
  const toast = useToast();
  return (
    <Button
      variant="outline"
      onClick={() =>
        toast.show({
          message: 'Có 1 yêu cầu mới.',
          action: {
            label: 'Xem yêu cầu',
            href: '#yeu-cau',
            onClick: (event) => {
              event.preventDefault();
              followed();
            },
          },
        })
      }
    >
      Hiện kèm liên kết
    </Button>
  );
}

export const WithLink: Story = {
  parameters: { toastDuration: 60_000 },
  beforeEach() {
    followed.mockClear();
  },
  render: () => <LinkDemo />,
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện kèm liên kết' }));
    const toast = (await within(canvasElement.ownerDocument.body).findByText('Có 1 yêu cầu mới.', {}, LOAD)).closest('li')!;
    const link = within(toast).getByRole('link', { name: 'Xem yêu cầu' });
    await expect(link).toHaveAttribute('href', '#yeu-cau');
    await userEvent.click(link);
    await expect(followed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(0), { timeout: 4000 });
  },
};

const regionFailure = storyFailure('Không tải được tệp mã của vùng thông báo (thử nghiệm).');

/** A provider of its own whose toast region fails to load the first time, as on a dropped line. */
function WithFlakyRegion({ children }: { children: ReactNode }) {
  const [Provider] = useState(() => {
    let calls = 0;
    return createToastProvider(
      retryableLazy(async () => {
        calls += 1;
        if (calls === 1) throw regionFailure;
        return (await import('./toast-region')).ToastRegion;
      }),
    );
  });
  return <Provider duration={60_000}>{children}</Provider>;
}

/**
 * The toast region's chunk fails to load: the error stays inside the provider (the page keeps
 * working, that toast is lost) and the next toast loads the region again.
 */
export const RegionFailsToLoad: Story = {
  args: { severities: ['success', 'info'] },
  beforeEach: expectConsoleErrors(regionFailure),
  render: (args) => (
    <WithFlakyRegion>
      <ToastDemo {...args} />
    </WithFlakyRegion>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện success' }));
    await waitFor(() => expect(reportedErrors()).toEqual([regionFailure]), LOAD);
    await expect(shownToasts(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Hiện success' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Hiện info' }));
    await expect(await body.findByText('Có 3 tin nhắn mới.', {}, LOAD)).toBeVisible();
    // The toast asked for while the region was missing does not turn up late.
    await expect(body.queryByText('Đã lưu thay đổi.')).toBeNull();
    await expect(shownToasts(canvasElement)).toHaveLength(1);
    await expect(reportedErrors()).toEqual([regionFailure]);
  },
};

/** A screen's own action where the stack would sit: top right on a wide screen, just above the bottom bar on a phone. */
function ActionUnderToasts({ phone = false }: { phone?: boolean }) {
  return (
    <>
      <ToastDemo severities={['info']} />
      <div className={phone ? 'fixed right-4 bottom-[84px] left-4' : 'fixed top-[130px] right-6'}>
        <Button className={phone ? 'w-full' : undefined}>Chuyển sang bước tiếp theo</Button>
      </div>
    </>
  );
}

const coversAction = (canvasElement: HTMLElement, toast: HTMLElement) => {
  const action = within(canvasElement).getByRole('button', { name: 'Chuyển sang bước tiếp theo' }).getBoundingClientRect();
  const box = toast.getBoundingClientRect();
  return box.left < action.right && action.left < box.right && box.top < action.bottom && action.top < box.bottom;
};

/** A toast never covers the screen's action button: with one top right, the stack takes the bottom edge. */
export const KeepsOffActionButtons: Story = {
  render: () => <ActionUnderToasts />,
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện info' }));
    const toast = (await within(canvasElement.ownerDocument.body).findByText('Có 3 tin nhắn mới.', {}, LOAD)).closest('li')!;
    // Measured once it has settled: while it slides in it covers nothing yet.
    await waitFor(() => {
      expect(Math.round(window.innerHeight - toast.getBoundingClientRect().bottom)).toBe(16);
      expect(coversAction(canvasElement, toast)).toBe(false);
    });
  },
};

/** On a phone, an action just above the bottom bar sends the stack to the top instead. */
export const KeepsOffActionButtonsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <ActionUnderToasts phone />,
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hiện info' }));
    const toast = (await within(canvasElement.ownerDocument.body).findByText('Có 3 tin nhắn mới.', {}, LOAD)).closest('li')!;
    await waitFor(() => {
      expect(Math.round(toast.getBoundingClientRect().top)).toBe(110);
      expect(coversAction(canvasElement, toast)).toBe(false);
    });
  },
};
