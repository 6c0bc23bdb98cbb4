import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { CopyButton } from './copy-button';

const meta = {
  tags: ['visual'],
  title: 'ui/CopyButton',
  component: CopyButton,
  args: { value: '0071001234567', label: 'Sao chép số', copiedLabel: 'Đã chép', failedLabel: 'Không chép được, hãy ghi lại.' },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copies: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Sao chép số' }));
      await expect(write).toHaveBeenCalledWith('0071001234567');
      await expect(await canvas.findByRole('button', { name: 'Đã chép' })).toBeVisible();
    } finally {
      write.mockRestore();
    }
  },
};

/** The browser refuses the clipboard: the value is to be written down, said in words. */
export const Refused: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Sao chép số' }));
      await expect(await canvas.findByText('Không chép được, hãy ghi lại.')).toBeVisible();
    } finally {
      write.mockRestore();
    }
  },
};
