import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoStaff } from '../../mocks/data/staff';
import { StaffCard } from './staff-card';

const meta = {
  title: 'features/staff/StaffCard',
  component: StaffCard,
  args: { member: demoStaff[0]! },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPortrait: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.member.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.member.phone })).toHaveAttribute('href', `tel:${args.member.phone}`);
  },
};

/** No picture on record: a neutral person icon instead. */
export const WithoutPortrait: Story = {
  args: { member: { ...demoStaff[0]!, image: null } },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
