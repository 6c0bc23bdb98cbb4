import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PARTNERS } from '../../contract/garage';
import { PartnersPage } from './partners-page';

const meta = {
  title: 'features/site/PartnersPage',
  tags: ['screen'],
  component: PartnersPage,
  parameters: { route: '/doi-tac' },
} satisfies Meta<typeof PartnersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const strip = within(canvasElement).getByRole('region', { name: 'Logo các thương hiệu đối tác' });
    await expect(within(strip).getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual(PARTNERS.map((partner) => partner.name));
  },
};

/** On a phone the nine logos overflow: the right arrow scrolls, then the left arrow appears. */
export const ScrollArrows: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('region', { name: 'Logo các thương hiệu đối tác' });
    await expect(canvas.queryByRole('button', { name: 'Cuộn sang trái' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Cuộn sang phải' }));
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0));
    await expect(await canvas.findByRole('button', { name: 'Cuộn sang trái' })).toBeVisible();
  },
};
