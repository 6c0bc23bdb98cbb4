import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';
import { ACHIEVEMENTS } from '../../contract/constants';
import { AchievementCounters } from './achievement-counters';

const meta = {
  title: 'features/home/AchievementCounters',
  component: AchievementCounters,
  args: { items: ACHIEVEMENTS },
  decorators: [
    (Story) => (
      <div className="rounded-card bg-navy-900 p-6 text-white">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AchievementCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure under its label, settling on its value. */
export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const item of ACHIEVEMENTS) {
      await expect(canvas.getByText(item.label)).toBeVisible();
      await waitFor(() => expect(canvas.getAllByText(`${item.value}${item.suffix}`).length).toBeGreaterThanOrEqual(2), { timeout: 8000 });
    }
  },
};

/** What the server writes, and a browser without JavaScript keeps: every figure at its final value. */
export const WithoutJavaScript: Story = {
  async play({ args }) {
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(<AchievementCounters {...args} />);
    for (const item of ACHIEVEMENTS) {
      const term = within(page).getByText(item.label);
      await expect(term.parentElement).toHaveTextContent(`${item.value}${item.suffix}`);
    }
  },
};
