import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel, type BannerSlide } from './banner-carousel';
import { demoImage } from './story-images';

const slides: BannerSlide[] = [
  { id: 'a', src: demoImage('Ảnh 1', 0), alt: 'Ưu đãi mùa hè', title: 'Ưu đãi mùa hè', description: 'Giảm đến 20% trong tháng này.' },
  { id: 'b', src: demoImage('Ảnh 2', 1), alt: 'Khai trương chi nhánh mới' },
  { id: 'c', src: demoImage('Ảnh 3', 2), alt: 'Hỗ trợ 24/24', title: 'Hỗ trợ 24/24' },
];

const meta = {
  tags: ['visual'],
  title: 'ui/BannerCarousel',
  component: BannerCarousel,
  args: { slides, onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Only the shown slide is exposed; the others are aria-hidden. */
const currentSlide = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group').getAttribute('aria-label');
const track = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section > div')!;

function swipe(target: HTMLElement, fromX: number, toX: number, y = 100) {
  const init = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: y };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: fromX }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: (fromX + toX) / 2 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: toX }));
}

/** Autoplay (every `interval`, 5000 ms by default; 400 ms here) wraps from the last slide to the first. */
export const Autoplay: Story = {
  args: { interval: 400 },
  async play({ canvasElement, args }) {
    await expect(within(canvasElement).getByRole('region', { name: 'Banner' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlide(canvasElement)).toBe('1 / 3');
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('2 / 3'), { timeout: 2000 });
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('3 / 3'), { timeout: 2000 });
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('1 / 3'), { timeout: 2000 });
    await expect(args.onIndexChange).toHaveBeenCalledWith(0);
  },
};

/** The default is 5000 ms: nothing moves within the first 4 s, and it has moved soon after 5 s. */
export const DefaultInterval: Story = {
  async play({ canvasElement }) {
    const started = performance.now();
    await sleep(4000);
    await expect(currentSlide(canvasElement)).toBe('1 / 3');
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('2 / 3'), { timeout: 2500 });
    // The timer started when the carousel was drawn, a moment before this play function.
    await expect(performance.now() - started).toBeGreaterThanOrEqual(4800);
  },
};

export const WrapAtBothEnds: Story = {
  args: { autoplay: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ảnh trước' }));
    await expect(currentSlide(canvasElement)).toBe('3 / 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Ảnh tiếp theo' }));
    await expect(currentSlide(canvasElement)).toBe('1 / 3');
  },
};

/** A swipe of more than 75 px left goes next, right goes previous; shorter ones do nothing. */
export const Swipe: Story = {
  args: { autoplay: false },
  async play({ canvasElement, args }) {
    const target = track(canvasElement);
    swipe(target, 400, 280);
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('2 / 3'), { timeout: 4000 });
    swipe(target, 200, 330);
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('1 / 3'), { timeout: 4000 });
    swipe(target, 300, 230);
    await sleep(100);
    await expect(currentSlide(canvasElement)).toBe('1 / 3');
    // Right from the first slide wraps to the last.
    swipe(target, 100, 300);
    await waitFor(() => expect(currentSlide(canvasElement)).toBe('3 / 3'), { timeout: 4000 });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};

export const Dots: Story = {
  args: { autoplay: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Chuyển đến ảnh 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Chuyển đến ảnh 3' }));
    await expect(currentSlide(canvasElement)).toBe('3 / 3');
    await expect(canvas.getByRole('button', { name: 'Chuyển đến ảnh 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Chuyển đến ảnh 1' })).not.toHaveAttribute('aria-current');
    // It fades in.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Hỗ trợ 24/24' })).toBeVisible(), { timeout: 4000 });
  },
};

export const Keyboard: Story = {
  args: { autoplay: false },
  async play({ canvasElement }) {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Ảnh trước' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlide(canvasElement)).toBe('2 / 3');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(currentSlide(canvasElement)).toBe('1 / 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(currentSlide(canvasElement)).toBe('3 / 3');
  },
};

export const PausesOnHover: Story = {
  args: { interval: 300 },
  async play({ canvasElement }) {
    const region = within(canvasElement).getByRole('region', { name: 'Banner' });
    await userEvent.hover(region);
    // A turn already under way when it paused may still land: held is read once it has.
    await sleep(50);
    const held = currentSlide(canvasElement);
    await sleep(900);
    await expect(currentSlide(canvasElement)).toBe(held);
    await userEvent.unhover(region);
    await waitFor(() => expect(currentSlide(canvasElement)).not.toBe(held), { timeout: 1500 });
  },
};

export const PausesOnFocus: Story = {
  args: { interval: 300 },
  async play({ canvasElement }) {
    within(canvasElement).getByRole('button', { name: 'Chuyển đến ảnh 2' }).focus();
    // A turn already under way when it paused may still land: held is read once it has.
    await sleep(50);
    const held = currentSlide(canvasElement);
    await sleep(900);
    await expect(currentSlide(canvasElement)).toBe(held);
    (canvasElement.ownerDocument.activeElement as HTMLElement).blur();
    await waitFor(() => expect(currentSlide(canvasElement)).not.toBe(held), { timeout: 1500 });
  },
};

/** The pause button stops autoplay until it is pressed again. */
export const PauseButton: Story = {
  args: { interval: 300 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Banner' });
    await userEvent.click(canvas.getByRole('button', { name: 'Tạm dừng tự chạy' }));
    const play = canvas.getByRole('button', { name: 'Tiếp tục tự chạy' });
    play.blur();
    await userEvent.unhover(region);
    // A turn already under way when it paused may still land: held is read once it has.
    await sleep(50);
    const held = currentSlide(canvasElement);
    await sleep(900);
    await expect(currentSlide(canvasElement)).toBe(held);
    await userEvent.click(play);
    play.blur();
    await userEvent.unhover(region);
    await waitFor(() => expect(currentSlide(canvasElement)).not.toBe(held), { timeout: 1500 });
  },
};

/** With prefers-reduced-motion the banner never moves by itself and offers no pause button. */
export const ReducedMotion: Story = {
  args: { interval: 300 },
  beforeEach() {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ matches: true, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false } as MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await sleep(1000);
    await expect(currentSlide(canvasElement)).toBe('1 / 3');
    await expect(canvas.queryByRole('button', { name: 'Tạm dừng tự chạy' })).toBeNull();
    // Manual controls still work, and with no crossfade the old slide goes at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Ảnh tiếp theo' }));
    await expect(currentSlide(canvasElement)).toBe('2 / 3');
    const slideElements = [...canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    await expect(slideElements.map((slide) => slide.classList.contains('opacity-100'))).toEqual([false, true, false]);
  },
};

/** A caller's own pointer and focus handlers run, and the carousel still pauses. */
export const CallerHandlers: Story = {
  args: { interval: 300, onPointerEnter: fn(), onFocus: fn(), onBlur: fn() },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Banner' });
    await userEvent.hover(region);
    await expect(args.onPointerEnter).toHaveBeenCalled();
    // It may have turned once before the pointer came (300 ms from the first drawing).
    await sleep(50);
    const hovered = currentSlide(canvasElement);
    await sleep(900);
    await expect(currentSlide(canvasElement)).toBe(hovered);
    await userEvent.unhover(region);

    canvas.getByRole('button', { name: 'Chuyển đến ảnh 2' }).focus();
    await expect(args.onFocus).toHaveBeenCalled();
    // A turn already under way when it paused may still land: held is read once it has.
    await sleep(50);
    const held = currentSlide(canvasElement);
    await sleep(900);
    await expect(currentSlide(canvasElement)).toBe(held);
    (canvasElement.ownerDocument.activeElement as HTMLElement).blur();
    await expect(args.onBlur).toHaveBeenCalled();
    await waitFor(() => expect(currentSlide(canvasElement)).not.toBe(held), { timeout: 1500 });
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1), interval: 300 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(currentSlide(canvasElement)).toBe('1 / 1');
  },
};

export const NoSlides: Story = {
  args: { slides: [] },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('region', { name: 'Banner' })).toBeNull();
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** Slides as links through renderSlide; a swipe does not follow the link. */
export const LinkedSlides: Story = {
  args: {
    autoplay: false,
    renderSlide: (slide) => (
      <a href="#banner" className="block size-full">
        <img src={slide.src} alt={slide.alt} draggable={false} className="size-full object-cover" />
      </a>
    ),
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Ưu đãi mùa hè' })).toHaveAttribute('href', '#banner');
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <BannerCarousel {...args} label="Tự chạy, có chú thích" />
      <BannerCarousel {...args} label="Không tự chạy" autoplay={false} />
      <BannerCarousel {...args} label="Một ảnh" slides={slides.slice(0, 1)} />
      <BannerCarousel
        {...args}
        label="Ảnh là liên kết"
        autoplay={false}
        defaultIndex={2}
        renderSlide={(slide) => (
          <a href="#banner" className="block size-full">
            <img src={slide.src} alt={slide.alt} draggable={false} className="size-full object-cover" />
          </a>
        )}
      />
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const region = (name: string) => within(canvas.getByRole('region', { name }));
    await expect(region('Tự chạy, có chú thích').getByRole('button', { name: 'Tạm dừng tự chạy' })).toBeVisible();
    await expect(region('Không tự chạy').queryByRole('button', { name: 'Tạm dừng tự chạy' })).toBeNull();
    await expect(region('Một ảnh').queryByRole('button')).toBeNull();
    await expect(region('Ảnh là liên kết').getByRole('link', { name: 'Hỗ trợ 24/24' })).toBeVisible();
  },
};
