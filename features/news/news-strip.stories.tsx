import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listNews } from '../../contract/news';
import type { News } from '../../contract/news';
import { demoNews, demoPromotions, manyNews } from '../../mocks/data/news';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { NewsStrip } from './news-strip';

const slow = { timeout: 8000 };

/** The news list as the server filters it: `promotion` and `limit` from the address. */
function newsAnswer(all: News[]) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const promotion = query.get('promotion');
    const kept = promotion === null ? all : all.filter((item) => item.promotion === (promotion === 'true'));
    return kept.slice(0, Number(query.get('limit') ?? kept.length));
  };
}

const manyPromotions = manyNews.map((item) => ({ ...item, promotion: true }));

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
    msw.use(mockOk(listNews, newsAnswer(manyPromotions)));
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

/** Only the articles staff marked as promotions, asked of the server (`?promotion=true`); two fit: no scroll buttons. */
export const OnlyPromotions: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, newsAnswer(demoNews)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Danh sách tin khuyến mãi' }, slow);
    const titles = within(strip)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(titles).toHaveLength(demoPromotions.length);
    demoPromotions.forEach((item, index) => expect(titles[index]).toContain(item.title));
    await expect(strip).not.toHaveTextContent(demoNews.find((item) => !item.promotion)!.title);
  },
};

/** Two articles fit: no scroll buttons at all. */
export const Few: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, newsAnswer(demoPromotions.slice(0, 2))));
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

/** Articles, but none a promotion: no strip. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, newsAnswer(demoNews.map((item) => ({ ...item, promotion: false })))));
  },
  play: Error.play,
};
