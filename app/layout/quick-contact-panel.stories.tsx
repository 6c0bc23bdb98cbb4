import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HOTLINE } from '../../contract/garage';
import { QuickContactPanel } from './quick-contact-panel';

const meta = {
  title: 'app/layout/QuickContactPanel',
  component: QuickContactPanel,
  parameters: { layout: 'fullscreen' },
  args: { onClose: fn() },
  decorators: [
    (Story) => (
      <div className="h-[480px] bg-canvas">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickContactPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  async play({ canvasElement, args }) {
    // Where the focus goes when the launcher opens it: app/layout/floating-helpers.stories.tsx.
    const panel = within(canvasElement).getByRole('dialog', { name: 'Cần gara hỗ trợ?' });
    await expect(within(panel).getAllByRole('link')).toHaveLength(3);
    await expect(within(panel).getByRole('link', { name: new RegExp(`^Gọi ${HOTLINE.display}`) })).toBeVisible();
    // A click in the panel puts the focus there (Storybook shows the story only after its mount).
    await userEvent.click(within(panel).getByRole('heading', { name: 'Cần gara hỗ trợ?' }));
    await expect(panel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenLastCalledWith(true);
    // Following a link leaves the focus where the link takes it.
    await userEvent.click(within(panel).getByRole('link', { name: /Trang liên hệ/ }));
    await expect(args.onClose).toHaveBeenLastCalledWith(false);
  },
};
