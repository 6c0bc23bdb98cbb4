import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { processCars, processSteps } from './content/process-steps';
import { ProcessPage } from './process-page';

const meta = {
  title: 'features/site/ProcessPage',
  tags: ['screen'],
  component: ProcessPage,
  parameters: { route: '/quy-trinh' },
} satisfies Meta<typeof ProcessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('heading', { level: 2, name: /^Bước \d+:/ });
    await expect(steps.map((step) => step.textContent?.replace(/^Bước \d+: /, ''))).toEqual(processSteps.map((step) => step.title));
    await expect(canvas.getByRole('group', { name: 'Hình ảnh xe tại xưởng' })).toHaveAttribute('data-rotating', 'true');
  },
};

/** The car picture changes on its own (every 3 s on the site, 400 ms here) and wraps round. */
export const CarRotation: Story = {
  args: { rotateIntervalMs: 400 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Hình ảnh xe tại xưởng' });
    const shown = () => within(group).getByRole('img').getAttribute('alt');
    await expect(shown()).toBe(processCars[0].alt);
    await waitFor(() => expect(shown()).toBe(processCars[1].alt), { timeout: 2000 });
    await waitFor(() => expect(shown()).toBe(processCars[2].alt), { timeout: 2000 });
    await waitFor(() => expect(shown()).toBe(processCars[0].alt), { timeout: 2000 });
  },
};
