import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PARTNERS } from '../../contract/garage';
import { PartnersTeaser } from './partners-teaser';

const meta = {
  title: 'features/home/PartnersTeaser',
  component: PartnersTeaser,
  args: { partners: PARTNERS },
} satisfies Meta<typeof PartnersTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Đối tác' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    // The same nine suppliers as the partners page (spec: 9 brands).
    await expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(PARTNERS.map((partner) => partner.name));
    await expect(items).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: 'Xem đối tác' })).toHaveAttribute('href', '/doi-tac');
  },
};
