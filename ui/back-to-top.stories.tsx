import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from './back-to-top';
import { StoryFrame } from './story-frame';

const meta = {
  tags: ['visual'],
  title: 'ui/BackToTop',
  component: BackToTop,
  args: { onClick: fn() },
  decorators: [
    (Story) => (
      <div>
        <h1 id="top-heading" className="text-title font-bold">
          Đầu trang
        </h1>
        <div className="mt-4 h-[3000px] rounded-card bg-surface-muted p-4 text-ink-muted">Cuộn xuống để thấy nút.</div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollToY = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/** Hidden until 300 px of scroll; a click returns to the top. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    scrollToY(0);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull(), { timeout: 4000 });
    scrollToY(250);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(canvas.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();

    scrollToY(600);
    const button = await canvas.findByRole('button', { name: 'Lên đầu trang' });
    await waitFor(() => expect(button).toBeVisible(), { timeout: 4000 });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull(), { timeout: 4000 });
  },
};

/** Keyboard users land on the heading after going up. */
export const FocusTarget: Story = {
  args: { focusTargetId: 'top-heading' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    scrollToY(1200);
    const button = await canvas.findByRole('button', { name: 'Lên đầu trang' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Đầu trang' })).toHaveFocus();
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
  },
};

export const CustomThreshold: Story = {
  args: { threshold: 1000 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    scrollToY(800);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(canvas.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
    scrollToY(1100);
    await canvas.findByRole('button', { name: 'Lên đầu trang' });
    scrollToY(0);
  },
};

/** Shown (threshold passed), not yet shown, and with another label; each in its own box. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-3">
      <StoryFrame title="Đã cuộn quá ngưỡng">
        <BackToTop {...args} threshold={-1} />
      </StoryFrame>
      <StoryFrame title="Chưa tới ngưỡng (ẩn)">
        <BackToTop {...args} threshold={100_000} />
      </StoryFrame>
      <StoryFrame title="Nhãn khác">
        <BackToTop {...args} threshold={-1} label="Về đầu trang" />
      </StoryFrame>
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    scrollToY(0);
    await expect(canvas.getAllByRole('button', { name: 'Lên đầu trang' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Về đầu trang' })).toBeVisible();
  },
};
