import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listBanners } from '../../contract/banners';
import { demoBanners, pictureOnlyBanners } from '../../mocks/data/banners';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { HomeBanner } from './home-banner';

const slow = { timeout: 8000 };

const meta = {
  title: 'features/home/HomeBanner',
  component: HomeBanner,
} satisfies Meta<typeof HomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Each slide's headline is a heading, its button a link to the site path, its picture's alt
 * the headline; the arrows, the pause button and the dots stay clear of the text.
 */
async function expectReadableText(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const carousel = await canvas.findByRole('region', { name: 'Chương trình nổi bật' }, slow);
  // Hold the slides still while they are measured (there is no pause button under reduced motion).
  const pause = within(carousel).queryByRole('button', { name: 'Tạm dừng tự chạy' });
  if (pause) await userEvent.click(pause);
  const controls = within(carousel)
    .getAllByRole('button')
    .filter((button) => /^(Ảnh trước|Ảnh tiếp theo|Tiếp tục tự chạy|Chuyển đến ảnh \d)$/.test(button.getAttribute('aria-label') ?? ''));
  await expect(controls.length).toBeGreaterThanOrEqual(5);
  const box = carousel.getBoundingClientRect();

  for (const [index, banner] of demoBanners.entries()) {
    if (index > 0) await userEvent.click(within(carousel).getByRole('button', { name: `Chuyển đến ảnh ${index + 1}` }));
    const slide = within(carousel).getByRole('group', { name: `${index + 1} / ${demoBanners.length}` });
    const heading = await within(slide).findByRole('heading', { level: 2, name: banner.title! });
    await waitFor(() => expect(heading).toBeVisible());
    await expect(within(slide).getByRole('link', { name: banner.buttonLabel! })).toHaveAttribute('href', banner.link!);
    await expect(within(slide).getByRole('img', { name: banner.title! })).toHaveAttribute('src', banner.image);
    await expect(within(slide).getByText(banner.description!)).toBeVisible();
    // Titles ~22 px on phones and larger on wider screens: never below 20 px.
    await expect(Number.parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThanOrEqual(20);

    const text = slide.querySelector('[data-banner-text]')!.getBoundingClientRect();
    for (const control of controls) {
      await expect(overlaps(control.getBoundingClientRect(), text), `${control.getAttribute('aria-label')} covers the text of slide ${index + 1}`).toBe(false);
    }
    await expect(text.left >= box.left && text.right <= box.right && text.top >= box.top && text.bottom <= box.bottom, 'the text stays inside the slide').toBe(true);
  }
}

/** Banners with headline, text and button (1280 px in the test run). */
export const WithText: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listBanners, demoBanners));
  },
  async play({ canvasElement }) {
    await expectReadableText(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Chuyển đến ảnh 3' })).toHaveAttribute('aria-current', 'true');
  },
};

/** The same at 375 px: a square slide, text at the bottom between the arrows, above the dots. */
export const WithTextPhone: Story = {
  ...WithText,
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    await expectReadableText(canvasElement);
  },
};

/** Banners without text (as the deployed client makes them): the picture alone, whole, with a generic alt. */
export const PictureOnly: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listBanners, pictureOnlyBanners));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', { name: 'Chương trình nổi bật' }, slow);
    await expect(within(carousel).getByRole('img', { name: 'Banner chương trình 1 của gara' })).toHaveAttribute('src', pictureOnlyBanners[0]!.image);
    await expect(within(carousel).queryByRole('heading')).toBeNull();
    await expect(within(carousel).queryByRole('link')).toBeNull();
    const box = carousel.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(20 / 7, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Chuyển đến ảnh 3' }));
    await expect(canvas.getByRole('button', { name: 'Chuyển đến ảnh 3' })).toHaveAttribute('aria-current', 'true');
  },
};

export const PictureOnlyPhone: Story = {
  ...PictureOnly,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** One banner with text among picture-only ones: every slide gets the taller frame, only that one the text. */
export const Mixed: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listBanners, [pictureOnlyBanners[0]!, demoBanners[1]!, pictureOnlyBanners[2]!]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', { name: 'Chương trình nổi bật' }, slow);
    await expect(within(carousel).queryByRole('heading')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Chuyển đến ảnh 2' }));
    await expect(await within(carousel).findByRole('heading', { level: 2, name: demoBanners[1]!.title! })).toBeVisible();
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
