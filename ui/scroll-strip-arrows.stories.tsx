import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from './card';
import { ScrollStripArrows } from './scroll-strip-arrows';

const TRACK_ID = 'dai-the-mau';

/** A row drawn apart from its buttons, as a server draws it: the arrows find it by its id. */
const meta = {
  tags: ['visual'],
  title: 'ui/ScrollStripArrows',
  component: ScrollStripArrows,
  args: { trackId: TRACK_ID },
  render: (args) => (
    <div className="max-w-3xl px-4">
      <div className="relative">
        <div id={TRACK_ID} role="region" aria-label="Thẻ mẫu" tabIndex={0} className="flex gap-5 overflow-x-auto py-2 [scrollbar-width:none]">
          {Array.from({ length: 8 }, (_, index) => (
            <Card key={index} className="w-[300px] shrink-0">
              <h3 className="font-bold">Thẻ số {index + 1}</h3>
            </Card>
          ))}
        </div>
        <ScrollStripArrows {...args} />
      </div>
    </div>
  ),
} satisfies Meta<typeof ScrollStripArrows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the side with more to see has a button; a press moves the row 320 px. */
export const Overflowing: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Thẻ mẫu' });
    const next = await canvas.findByRole('button', { name: 'Cuộn sang phải' }, { timeout: 4000 });
    await expect(canvas.queryByRole('button', { name: 'Cuộn sang trái' })).toBeNull();
    await userEvent.click(next);
    await waitFor(() => expect(region.scrollLeft).toBe(320), { timeout: 4000 });
    await expect(await canvas.findByRole('button', { name: 'Cuộn sang trái' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cuộn sang trái' }));
    await waitFor(() => expect(region.scrollLeft).toBe(0), { timeout: 4000 });
    // Back at the start: its button went away and the keyboard focus stayed in the row.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Cuộn sang trái' })).toBeNull(), { timeout: 4000 });
    await expect(region).toHaveFocus();
  },
};

/** Everything fits: no button at all. */
export const Fitting: Story = {
  render: (args) => (
    <div className="relative max-w-3xl">
      <div id={TRACK_ID} role="region" aria-label="Thẻ mẫu" tabIndex={0} className="flex gap-5 overflow-x-auto py-2">
        <Card className="w-[200px] shrink-0">Thẻ duy nhất</Card>
      </div>
      <ScrollStripArrows {...args} />
    </div>
  ),
  async play({ canvasElement }) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

