import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Tooltip } from './tooltip';

const tip = 'Lưu mọi thay đổi trên trang này';

const meta = {
  tags: ['visual'],
  title: 'ui/Tooltip',
  component: Tooltip,
  args: { content: tip, children: <Button variant="outline">Lưu</Button> },
  decorators: [
    (Story) => (
      <div className="p-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard focus opens it at once and it describes the trigger; Escape closes it. */
export const OnFocus: Story = {
  async play({ canvasElement }) {
    const trigger = within(canvasElement).getByRole('button', { name: 'Lưu' });
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(tip);
    await expect(trigger).toHaveAccessibleDescription(tip);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

/** A resting pointer opens it (without moving focus there); Escape closes it. */
export const OnHover: Story = {
  async play({ canvasElement }) {
    const trigger = within(canvasElement).getByRole('button', { name: 'Lưu' });
    await userEvent.hover(trigger);
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(tip);
    await expect(trigger).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};
