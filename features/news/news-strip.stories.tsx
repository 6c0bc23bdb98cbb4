import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listNews } from '../../contract/news';
import { demoNews, manyNews } from '../../mocks/data/news';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { NewsStrip } from './news-strip';

const slow = { timeout: 8000 };

const meta = {
  title: 'features/news/NewsStrip',
  component: NewsStrip,
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, manyNews));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Danh sách tin khuyến mãi' }, slow);
    await expect(within(strip).getAllByRole('link')).toHaveLength(10);
    // Nothing to the left yet; more to the right.
    await expect(canvas.queryByRole('button', { name: 'Cuộn sang trái' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Cuộn sang phải' }, slow));
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0), slow);
    await expect(await canvas.findByRole('button', { name: 'Cuộn sang trái' }, slow)).toBeVisible();
  },
};

/** Two articles fit: no scroll buttons at all. */
export const Few: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, demoNews.slice(0, 2)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Danh sách tin khuyến mãi' }, slow);
    await expect(canvas.queryByRole('button', { name: 'Cuộn sang phải' })).toBeNull();
  },
};

/** A failure is only logged: the home page shows no strip. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listNews, 500));
  },
  async play({ canvasElement }) {
    // Loading shows a placeholder; once the answer is in, nothing at all is left.
    await waitFor(() => expect(canvasElement.querySelector('section, [class*="animate-pulse"]')).toBeNull(), slow);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, []));
  },
  play: Error.play,
};
