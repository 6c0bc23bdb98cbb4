import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listNews } from '../../contract/news';
import type { News } from '../../contract/news';
import { demoNews, demoPromotions, manyNews } from '../../mocks/data/news';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { LocationProbe } from '../../.storybook/location-probe';
import { drawnAsIslands } from '../../.storybook/story-islands';
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
        <LocationProbe />
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

/** A card is a link, outside the arrows' island: inside the app a click on it moves in the app. */
export const CardOpensArticle: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, newsAnswer(demoNews)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Danh sách tin khuyến mãi' }, slow);
    const first = demoPromotions[0]!;
    const card = within(strip).getByRole('link', { name: new RegExp(first.title) });
    await expect(card).toHaveAttribute('href', `/tin-tuc/${first._id}`);
    await userEvent.click(card);
    // The address changes in a transition, after the click returns.
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/tin-tuc/${first._id}`));
  },
};


/** The promotions the server could not get, on the page it draws: no strip, and no grey block that would never fill. */
export const ServerPageWithoutPromotions: Story = {
  decorators: [drawnAsIslands],
  beforeEach({ msw }) {
    msw.use(mockPending(listNews));
  },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('section, [class*="animate-pulse"]')).toBeNull();
  },
};
