import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TruncatedText } from './truncated-text';

const meta = {
  title: 'features/manager/TruncatedText',
  component: TruncatedText,
  args: { text: 'Bảo dưỡng cấp trung 20.000 km', max: 10 },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cut to ten letters; the whole name shows on keyboard focus (and on hover). */
export const Cut: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const short = canvas.getByText('Bảo dưỡng...');
    const tip = canvas.getByRole('tooltip', { hidden: true });
    await expect(tip).not.toBeVisible();
    await userEvent.tab();
    await expect(short).toHaveFocus();
    await expect(tip).toBeVisible();
    await expect(short).toHaveAccessibleDescription('Bảo dưỡng cấp trung 20.000 km');
  },
};

/** Text within the limit is shown as it is, with nothing to focus. */
export const Short: Story = {
  args: { text: 'Rửa xe' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rửa xe')).toBeVisible();
    await expect(canvas.queryByRole('tooltip', { hidden: true })).toBeNull();
  },
};
