import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { serviceGroups } from './content/sub-services';
import { SubServicePage } from './sub-service-page';

const [repair, maintenance, servicing, rescue] = serviceGroups;

const meta = {
  title: 'features/site/SubServicePage',
  tags: ['screen'],
  component: SubServicePage,
  args: { group: repair!, service: repair!.services[0]! },
} satisfies Meta<typeof SubServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EngineRepair: Story = {
  tags: ['visual'],
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.service.title })).toBeVisible();
    const related = canvas.getByRole('navigation', { name: /Cùng nhóm/ });
    // The three other sub-services of the group, then the way back to all services.
    await expect(within(related).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: /Đặt lịch/ })[0]).toHaveAttribute('href', '/lien-he');
    // The spec gives these pages no author label: none is made up ('Người đăng: Admin' was).
    await expect(canvas.queryByText(/Người đăng/)).toBeNull();
  },
};

export const OilChange: Story = { tags: ['visual'], args: { group: servicing!, service: servicing!.services[0]! }, play: EngineRepair.play };
export const TechnicalCleaning: Story = { args: { group: maintenance!, service: maintenance!.services[3]! }, play: EngineRepair.play };
export const EmergencyRescue: Story = { args: { group: rescue!, service: rescue!.services[0]! }, play: EngineRepair.play };
