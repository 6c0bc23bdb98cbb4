import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { processCars } from './content/process-steps';
import { ProcessCarRotator } from './process-car-rotator';

const meta = {
  title: 'features/site/ProcessCarRotator',
  component: ProcessCarRotator,
  args: { cars: processCars, intervalMs: 400 },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProcessCarRotator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One picture at a time, the next on its own; the pause button holds it. */
export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Hình ảnh xe tại xưởng' });
    const shown = () => within(group).getByRole('img').getAttribute('alt');
    await expect(shown()).toBe(processCars[0].alt);
    await waitFor(() => expect(shown()).toBe(processCars[1].alt), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Tạm dừng tự chạy' }));
    const held = shown();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shown()).toBe(held);
  },
};
