import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SERVICE_CARD_ATTRIBUTE, ServiceGroupToggle } from './service-group-toggle';

const meta = {
  title: 'features/home/ServiceGroupToggle',
  component: ServiceGroupToggle,
  args: { label: 'Các dịch vụ bảo dưỡng', listId: 'danh-sach-bao-duong' },
  // A card of the featured services, drawn apart from its button: the list follows the button by CSS.
  render: (args) => (
    <ul className="max-w-xs">
      <li className="group relative rounded-card bg-navy-900 p-6 text-white" {...{ [SERVICE_CARD_ATTRIBUTE]: '' }}>
        <ServiceGroupToggle {...args} />
        <div id={args.listId} className="invisible group-has-[[aria-expanded=true]]:visible">
          <a href="/services/oil-change">Thay dầu nhớt</a>
        </div>
      </li>
    </ul>
  ),
} satisfies Meta<typeof ServiceGroupToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first; a tap opens the list it controls and says so, a second one closes it. */
export const Toggles: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: args.label });
    await expect(toggle).toHaveAttribute('aria-controls', args.listId);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Thay dầu nhớt' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Thay dầu nhớt' })).toBeVisible());
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Thay dầu nhớt' })).toBeNull());
  },
};

/** A mouse leaving the card closes what its click opened. */
export const MouseLeavesTheCard: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: args.label });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.closest('li')!.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};
