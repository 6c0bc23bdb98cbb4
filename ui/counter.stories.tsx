import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Counter } from './counter';

const meta = {
  tags: ['visual'],
  title: 'ui/Counter',
  component: Counter,
  args: { target: 620, suffix: '+', duration: 600, className: 'text-display font-bold text-brand-700' },
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleText = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-hidden="true"]')?.textContent;

/** In view at once: counts up to 620+ (1600 ms by default, 600 here); readers get 620+ only. */
export const InView: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('620+', { selector: '.sr-only' })).toBeInTheDocument();
    await waitFor(() => expect(visibleText(canvasElement)).toBe('620+'), { timeout: 3000 });
  },
};

/** Below the fold: stays at 0 until scrolled into view. */
export const StartsWhenScrolledIntoView: Story = {
  render: (args) => (
    <div>
      <div className="h-[150vh] rounded-card bg-surface-muted p-4 text-ink-muted">Cuộn xuống</div>
      <Counter {...args} />
    </div>
  ),
  async play({ canvasElement }) {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(visibleText(canvasElement)).toBe('0+');
    canvasElement.querySelector('.tabular-nums')!.scrollIntoView({ behavior: 'instant', block: 'center' });
    await waitFor(() => expect(visibleText(canvasElement)).toBe('620+'), { timeout: 3000 });
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Percent: Story = {
  args: { target: 120, suffix: '%' },
  async play({ canvasElement }) {
    await waitFor(() => expect(visibleText(canvasElement)).toBe('120%'), { timeout: 3000 });
  },
};

export const ThousandsSeparator: Story = {
  args: { target: 12500, suffix: '+' },
  async play({ canvasElement }) {
    await waitFor(() => expect(visibleText(canvasElement)).toBe('12.500+'), { timeout: 3000 });
  },
};

const callerRef = createRef<HTMLSpanElement>();

/** Below the fold with a caller's ref: the caller gets the element and the count still waits for the scroll. */
export const WithRef: Story = {
  render: (args) => (
    <div>
      <div className="h-[150vh] rounded-card bg-surface-muted p-4 text-ink-muted">Cuộn xuống</div>
      <Counter {...args} ref={callerRef} />
    </div>
  ),
  async play({ canvasElement }) {
    const counter = canvasElement.querySelector<HTMLElement>('.tabular-nums')!;
    await expect(callerRef.current).toBe(counter);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(visibleText(canvasElement)).toBe('0+');
    counter.scrollIntoView({ behavior: 'instant', block: 'center' });
    await waitFor(() => expect(visibleText(canvasElement)).toBe('620+'), { timeout: 3000 });
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Reduced motion: the final value at once. */
export const ReducedMotion: Story = {
  args: { duration: 5000 },
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
    await expect(visibleText(canvasElement)).toBe('620+');
  },
};

/** An achievements strip, as a page would compose it. */
export const AllVariants: Story = {
  render: (args) => (
    <dl className="grid max-w-4xl grid-cols-2 gap-6 rounded-card bg-navy-900 p-8 text-white md:grid-cols-4">
      {[
        [620, '+', 'Dự án hoàn thành'],
        [120, '+', 'Giải thưởng'],
        [100, '+', 'Nhân sự'],
        [120, '%', 'Minh bạch'],
      ].map(([target, suffix, label]) => (
        <div key={label} className="flex flex-col-reverse items-center gap-1 text-center">
          <dt className="text-sm text-navy-100">{label}</dt>
          <dd>
            <Counter {...args} className="text-display font-bold text-brand-400" target={Number(target)} suffix={String(suffix)} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
