import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listBanners } from '../../contract/banners';
import { demoBanners } from '../../mocks/data/banners';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { HomeBanner } from './home-banner';

const slow = { timeout: 8000 };

const meta = {
  title: 'features/home/HomeBanner',
  component: HomeBanner,
} satisfies Meta<typeof HomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listBanners, demoBanners));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', { name: 'Chương trình nổi bật' }, slow);
    await expect(within(carousel).getByRole('img', { name: 'Banner chương trình 1 của gara' })).toHaveAttribute('src', demoBanners[0]!.image);
    await userEvent.click(canvas.getByRole('button', { name: 'Chuyển đến ảnh 3' }));
    await expect(canvas.getByRole('button', { name: 'Chuyển đến ảnh 3' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listBanners));
  },
};

/** No banners: nothing at all. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listBanners, []));
  },
  async play({ canvasElement }) {
    // Loading shows a placeholder; once the answer is in, nothing at all is left.
    await waitFor(() => expect(canvasElement.querySelector('section, [class*="animate-pulse"]')).toBeNull(), slow);
  },
};

/** A failure is only logged (console.warn): nothing shows, the rest of the page goes on. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listBanners, 500));
  },
  play: Empty.play,
};
