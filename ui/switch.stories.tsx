import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Label } from './label';
import { Switch } from './switch';

const meta = {
  tags: ['visual'],
  title: 'ui/Switch',
  component: Switch,
  args: { 'aria-label': 'Nổi bật', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  async play({ canvasElement, args }) {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Nổi bật' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Space toggles it from the keyboard.
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

export const On: Story = { args: { defaultChecked: true } };
export const Small: Story = { args: { size: 'sm', defaultChecked: true } };
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

/** Label beside it: clicking the text toggles. */
export const WithLabel: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(false);
    return (
      <div className="flex items-center gap-3">
        <Switch {...args} aria-label={undefined} id="switch-featured" checked={on} onCheckedChange={setOn} />
        <Label htmlFor="switch-featured" className="font-normal">
          Hiển thị trên trang chủ {on ? '(đang bật)' : '(đang tắt)'}
        </Label>
      </div>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/Hiển thị trên trang chủ/));
    await expect(canvas.getByRole('switch', { name: /Hiển thị trên trang chủ/ })).toBeChecked();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-[auto_auto_auto] items-center gap-4">
      <Switch aria-label="md tắt" />
      <Switch aria-label="md bật" defaultChecked />
      <Switch aria-label="md khóa" disabled />
      <Switch aria-label="sm tắt" size="sm" />
      <Switch aria-label="sm bật" size="sm" defaultChecked />
      <Switch aria-label="sm khóa bật" size="sm" disabled defaultChecked />
    </div>
  ),
};
