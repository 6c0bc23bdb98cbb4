import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CITY_BRANCHES } from '../../contract/garage';
import { BranchMap } from './branch-map';

const meta = {
  title: 'features/booking/BranchMap',
  component: BranchMap,
  args: {
    name: CITY_BRANCHES[0].name,
    address: `${CITY_BRANCHES[0].address}, ${CITY_BRANCHES[0].region}`,
    picture: CITY_BRANCHES[0].mapPicture,
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BranchMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By default a drawn map and a link out: the page needs no third-party script. */
export const StaticPicture: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: new RegExp(args.name) })).toHaveAttribute('src', args.picture);
    const link = canvas.getByRole('link', { name: /Mở Google Maps/ });
    await expect(link).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(args.address)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: `Xem bản đồ ${args.name}` })).toBeEnabled();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
