import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from './card';
import { ScrollStrip } from './scroll-strip';
import { demoImage } from './story-images';

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <Card key={index} padding="none" className="w-[300px] shrink-0 overflow-hidden">
      <img src={demoImage(`Tin ${index + 1}`, index, 600, 340)} alt="" className="aspect-[300/170] w-full object-cover" />
      <div className="p-4">
        <h3 className="font-bold">Tin khuyến mãi số {index + 1}</h3>
        <p className="text-sm text-ink-muted">Nội dung tóm tắt của tin.</p>
      </div>
    </Card>
  ));

const meta = {
  tags: ['visual'],
  title: 'ui/ScrollStrip',
  component: ScrollStrip,
  args: { label: 'Tin khuyến mãi', children: cards(8) },
  decorators: [
    (Story) => (
      <div className="max-w-3xl px-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Tin khuyến mãi' });

/** Buttons appear only where there is more to see; each press moves 320 px. */
export const Overflowing: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const region = scroller(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cuộn sang phải' })).toBeVisible(), { timeout: 4000 });
    await expect(canvas.queryByRole('button', { name: 'Cuộn sang trái' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Cuộn sang phải' }));
    await waitFor(() => expect(region.scrollLeft).toBe(320), { timeout: 4000 });
    await expect(await canvas.findByRole('button', { name: 'Cuộn sang trái' })).toBeVisible();

    // To the end: the next button goes away and the focus stays in the strip. The loop asks the
    // strip whether it is at its end: the button goes a moment after the last scroll, and a click
    // on it then scrolls nothing (under load it was still there at 1804 of 1804).
    const atEnd = () => region.scrollLeft + region.clientWidth >= region.scrollWidth - 1;
    while (!atEnd()) {
      const before = region.scrollLeft;
      await userEvent.click(canvas.getByRole('button', { name: 'Cuộn sang phải' }));
      await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(before), { timeout: 4000 });
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Cuộn sang phải' })).toBeNull(), { timeout: 4000 });
    await expect(region).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Cuộn sang trái' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cuộn sang phải' })).toBeVisible(), { timeout: 4000 });
  },
};

/** Keyboard: the strip is a tab stop (arrow keys scroll it natively), then its buttons. */
export const Keyboard: Story = {
  async play({ canvasElement }) {
    const region = scroller(canvasElement);
    // The buttons appear once the strip has been measured, right after its first layout.
    await within(canvasElement).findByRole('button', { name: 'Cuộn sang phải' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Cuộn sang phải' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.scrollLeft).toBe(320), { timeout: 4000 });
    // The buttons follow the strip in the tab order, the previous one first.
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByRole('button', { name: 'Cuộn sang trái' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(region).toHaveFocus();
  },
};

/** Everything fits: no buttons at all. */
export const Fits: Story = {
  args: { children: cards(2) },
  async play({ canvasElement }) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A wider step: two cards per press. */
export const CustomStep: Story = {
  args: { step: 640 },
  async play({ canvasElement }) {
    const region = scroller(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cuộn sang phải' }));
    await waitFor(() => expect(region.scrollLeft).toBe(640), { timeout: 4000 });
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-8">
      <ScrollStrip label="Dài hơn khung">{cards(8)}</ScrollStrip>
      <ScrollStrip label="Bước hai thẻ" step={640}>
        {cards(8)}
      </ScrollStrip>
      <ScrollStrip label="Vừa khung">{cards(2)}</ScrollStrip>
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const strip = (name: string) => within(canvas.getByRole('region', { name }).parentElement!);
    await waitFor(() => expect(strip('Dài hơn khung').getByRole('button', { name: 'Cuộn sang phải' })).toBeVisible(), { timeout: 4000 });
    await waitFor(() => expect(strip('Bước hai thẻ').getByRole('button', { name: 'Cuộn sang phải' })).toBeVisible(), { timeout: 4000 });
    await expect(strip('Vừa khung').queryByRole('button')).toBeNull();
  },
};
