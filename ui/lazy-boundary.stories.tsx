import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { LazyBoundary } from './lazy-boundary';
import { retryableLazy } from './retryable-lazy';
import { Spinner } from './spinner';
import { expectConsoleErrors, reportedErrors, storyFailure } from './story-console';

type Outcome = 'loads' | 'pending' | 'fails-once' | 'throws';

const importFailure = storyFailure('Không tải được tệp mã (thử nghiệm).');
const renderFailure = storyFailure('Phần giao diện bị lỗi khi hiển thị (thử nghiệm).');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function LoadedPart({ name }: { name: string }) {
  return <p className="rounded-control bg-success-soft p-3 font-semibold text-success-ink">Đã tải: {name}</p>;
}

function BrokenPart(): ReactNode {
  throw renderFailure;
}

/** A loader standing in for `import('./chunk')`, with the outcome the story asks for. */
function makeLoader(outcome: Outcome) {
  let calls = 0;
  return async () => {
    calls += 1;
    await wait(150);
    if (outcome === 'pending') return new Promise<typeof LoadedPart>(() => {});
    if (outcome === 'fails-once' && calls === 1) throw importFailure;
    if (outcome === 'throws') return BrokenPart;
    return LoadedPart;
  };
}

/** A page with a part that loads on demand: the button is the user's attempt, the text beside it the rest of the page. */
function LazyDemo({ outcome, name, withFallback = false }: { outcome: Outcome; name: string; withFallback?: boolean }) {
  // One lazy part per mounted demo, so revisiting the story starts from scratch.
  const [Part] = useState(() => retryableLazy(makeLoader(outcome)));
  const [attempts, setAttempts] = useState(0);
  return (
    <section aria-label={name} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <p className="text-sm text-ink-muted">Phần còn lại của trang: {name}</p>
      <Button variant="outline" size="sm" className="self-start" onClick={() => setAttempts((current) => current + 1)}>
        Tải phần giao diện
      </Button>
      {attempts > 0 ? (
        <LazyBoundary retryKey={attempts} onError={Part.retry} fallback={withFallback ? <Spinner showLabel label="Đang tải phần giao diện..." /> : undefined}>
          <Part name={name} />
        </LazyBoundary>
      ) : null}
    </section>
  );
}

const meta = {
  tags: ['visual'],
  title: 'ui/LazyBoundary',
  component: LazyDemo,
  args: { outcome: 'loads', name: 'Bảng giá' },
} satisfies Meta<typeof LazyDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loads: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tải phần giao diện' }));
    await expect(await canvas.findByText('Đã tải: Bảng giá', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Nothing by default while the chunk loads; a fallback when given one. */
export const Loading: Story = {
  args: { outcome: 'pending', withFallback: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tải phần giao diện' }));
    await expect(canvas.getByText('Đang tải phần giao diện...')).toBeInTheDocument();
  },
};

/**
 * The chunk fails to load: the part renders nothing, the page keeps working and the error is
 * reported. The user's next attempt imports again, and this time it loads.
 */
export const ImportFailsThenRetries: Story = {
  args: { outcome: 'fails-once' },
  beforeEach: expectConsoleErrors(importFailure),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Tải phần giao diện' });
    await userEvent.click(button);
    await waitFor(() => expect(reportedErrors()).toEqual([importFailure]), { timeout: 10_000 });
    await expect(canvas.queryByText(/Đã tải/)).toBeNull();
    await expect(canvas.getByText('Phần còn lại của trang: Bảng giá')).toBeVisible();

    await userEvent.click(button);
    await expect(await canvas.findByText('Đã tải: Bảng giá', {}, { timeout: 10_000 })).toBeVisible();
    await expect(reportedErrors()).toEqual([importFailure]);
  },
};

/** The part loads but throws while rendering: nothing is shown in its place, the page stays. */
export const PartThrows: Story = {
  args: { outcome: 'throws' },
  beforeEach: expectConsoleErrors(renderFailure),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Tải phần giao diện' });
    await userEvent.click(button);
    await waitFor(() => expect(reportedErrors()).toContain(renderFailure), { timeout: 10_000 });
    await expect(canvas.getByText('Phần còn lại của trang: Bảng giá')).toBeVisible();
    // Another attempt renders it again (and it fails again, quietly).
    const before = reportedErrors().length;
    await userEvent.click(button);
    await waitFor(() => expect(reportedErrors().length).toBeGreaterThan(before), { timeout: 10_000 });
    await expect(button).toBeVisible();
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  beforeEach: expectConsoleErrors(importFailure, renderFailure),
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      <LazyDemo outcome="loads" name="Tải được" />
      <LazyDemo outcome="pending" name="Đang tải" withFallback />
      <LazyDemo outcome="fails-once" name="Lỗi tải lần đầu" />
      <LazyDemo outcome="throws" name="Lỗi hiển thị" />
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const name of ['Tải được', 'Đang tải', 'Lỗi tải lần đầu', 'Lỗi hiển thị']) {
      await userEvent.click(within(canvas.getByRole('region', { name })).getByRole('button', { name: 'Tải phần giao diện' }));
    }
    await expect(await canvas.findByText('Đã tải: Tải được', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Đang tải phần giao diện...')).toBeInTheDocument();
    await waitFor(() => expect(reportedErrors()).toEqual(expect.arrayContaining([importFailure, renderFailure])), { timeout: 10_000 });
    await expect(canvas.queryByText('Đã tải: Lỗi tải lần đầu')).toBeNull();
    await expect(canvas.queryByText('Đã tải: Lỗi hiển thị')).toBeNull();
  },
};
