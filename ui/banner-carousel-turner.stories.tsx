import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel, type BannerCarouselProps, type BannerSlide } from './banner-carousel';
import { turnBannerCarousel, type CarouselTurner } from './banner-carousel-turner';
import { demoImage } from './story-images';

const slides: BannerSlide[] = [
  { id: 'a', src: demoImage('Ảnh 1', 0), alt: 'Ưu đãi mùa hè', title: 'Ưu đãi mùa hè' },
  { id: 'b', src: demoImage('Ảnh 2', 1), alt: 'Khai trương chi nhánh mới' },
  { id: 'c', src: demoImage('Ảnh 3', 2), alt: 'Hỗ trợ 24/24', title: 'Hỗ trợ 24/24' },
];

/**
 * The turner runs on HTML the server drew (`renderToString`, as the page gets it), with no React,
 * until the island is hydrated; each story draws that HTML into the canvas itself.
 */
const meta = {
  tags: ['visual'],
  title: 'ui/BannerCarouselTurner',
  component: BannerCarousel,
  args: { slides, interval: 400 },
  render: () => <div data-testid="page" className="max-w-4xl" />,
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverPage(canvasElement: HTMLElement, props: BannerCarouselProps): HTMLElement {
  const page = within(canvasElement).getByTestId('page');
  page.innerHTML = renderToString(<BannerCarousel {...props} />);
  return page;
}

/** The server's page with the turner started on it. */
function turnedPage(canvasElement: HTMLElement, props: BannerCarouselProps) {
  const page = serverPage(canvasElement, props);
  return { page, turner: turnBannerCarousel(page) as CarouselTurner };
}

const shownSlide = (page: HTMLElement) => within(page).getByRole('group').getAttribute('aria-label');

/** Every element with its attributes in a fixed order, and its text: what hydration compares. */
function drawn(node: Element): string {
  const attributes = [...node.attributes].map(({ name, value }) => `${name}="${value}"`).sort();
  const children = [...node.childNodes].map((child) => (child instanceof Element ? drawn(child) : child.nodeType === Node.TEXT_NODE ? (child.textContent ?? '') : ''));
  return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`;
}

function reactDraws(props: BannerCarouselProps): string {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<BannerCarousel {...props} />);
  return drawn(page.firstElementChild!);
}

function swipeLeft(page: HTMLElement) {
  const track = page.querySelector<HTMLElement>('section > div')!;
  const init = { bubbles: true, cancelable: true, pointerId: 3, pointerType: 'touch', isPrimary: true, clientY: 100 };
  track.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 300 }));
  track.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 100 }));
}

/** Every few seconds (400 ms here), wrapping from the last slide to the first. */
export const TurnsByItself: Story = {
  async play({ canvasElement, args }) {
    const { page, turner } = turnedPage(canvasElement, args);
    await expect(shownSlide(page)).toBe('1 / 3');
    await waitFor(() => expect(shownSlide(page)).toBe('2 / 3'), { timeout: 2000 });
    await waitFor(() => expect(shownSlide(page)).toBe('3 / 3'), { timeout: 2000 });
    await waitFor(() => expect(shownSlide(page)).toBe('1 / 3'), { timeout: 2000 });
    await expect(within(page).getByRole('button', { name: 'Chuyển đến ảnh 1' })).toHaveAttribute('aria-current', 'true');
    turner.stop();
  },
};

/**
 * Swiped to the third slide without React, then stopped in the middle of its crossfade: the page
 * is exactly what React draws for the state the turner hands over, and once hydrated from it the
 * carousel goes on from that slide.
 */
export const TurnsThenHydratesFromItsSlide: Story = {
  args: { interval: 60_000 },
  async play({ canvasElement, args }) {
    const { page, turner } = turnedPage(canvasElement, args);
    await expect(turner).not.toBeNull();
    swipeLeft(page);
    swipeLeft(page);
    await expect(shownSlide(page)).toBe('3 / 3');
    await expect(page.querySelector('[class*="crossfade"]')).not.toBeNull();
    const state = turner.stop();
    await expect(state.defaultIndex).toBe(2);
    await expect(drawn(page.firstElementChild!)).toBe(reactDraws({ ...args, ...state }));

    const errors: unknown[] = [];
    const root = hydrateRoot(page, <BannerCarousel {...args} {...state} />, { onRecoverableError: (error) => errors.push(error) });
    try {
      const next = await within(page).findByRole('button', { name: 'Ảnh tiếp theo' });
      await userEvent.click(next);
      await expect(shownSlide(page)).toBe('1 / 3');
      await expect(page.querySelectorAll('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveLength(1);
      await expect(within(page).getByRole('button', { name: 'Chuyển đến ảnh 1' })).toHaveAttribute('aria-current', 'true');
      await expect(within(page).getByRole('button', { name: 'Chuyển đến ảnh 3' })).not.toHaveAttribute('aria-current');
      await expect(errors).toEqual([]);
    } finally {
      root.unmount();
    }
  },
};

/** A swipe before React is there changes the slide; the crossfade's end leaves the page as React would draw it. */
export const SwipeBeforeHydration: Story = {
  args: { interval: 60_000 },
  async play({ canvasElement, args }) {
    const { page, turner } = turnedPage(canvasElement, args);
    swipeLeft(page);
    await expect(shownSlide(page)).toBe('2 / 3');
    await waitFor(() => expect(page.querySelector('[class*="crossfade"]')).toBeNull(), { timeout: 2000 });
    await expect(drawn(page.firstElementChild!)).toBe(reactDraws({ ...args, defaultIndex: 1, defaultPicturesShown: true }));
    await expect(turner.stop()).toEqual({ defaultIndex: 1, defaultPicturesShown: true });
  },
};

/** The pointer over the banner holds it, as React does; it turns again once the pointer leaves. */
export const HoldsUnderThePointer: Story = {
  async play({ canvasElement, args }) {
    const { page, turner } = turnedPage(canvasElement, args);
    const section = page.querySelector('section')!;
    section.dispatchEvent(new PointerEvent('pointerenter'));
    await sleep(1000);
    await expect(shownSlide(page)).toBe('1 / 3');
    section.dispatchEvent(new PointerEvent('pointerleave'));
    await waitFor(() => expect(shownSlide(page)).toBe('2 / 3'), { timeout: 1500 });
    turner.stop();
  },
};

/** One slide: nothing to turn, and no turner. */
export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  async play({ canvasElement, args }) {
    const page = serverPage(canvasElement, args);
    await expect(turnBannerCarousel(page)).toBeNull();
  },
};
