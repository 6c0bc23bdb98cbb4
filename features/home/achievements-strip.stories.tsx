import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AchievementsStrip } from './achievements-strip';

const meta = {
  title: 'features/home/AchievementsStrip',
  component: AchievementsStrip,
} satisfies Meta<typeof AchievementsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const expected: Array<[string, string]> = [
      ['620+', 'Dự án hoàn thành'],
      ['120+', 'Giải thưởng'],
      ['100+', 'Kỹ thuật viên'],
      ['100%', 'Báo giá trước khi sửa'],
    ];
    for (const [value, label] of expected) {
      await expect(canvas.getByText(label)).toBeVisible();
      // The count-up settles on the target value.
      await waitFor(() => expect(canvas.getAllByText(value).length).toBeGreaterThanOrEqual(2), { timeout: 8000 });
    }
  },
};
