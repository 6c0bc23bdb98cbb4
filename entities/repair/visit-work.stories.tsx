import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { VisitWork } from './visit-work';

const meta = {
  title: 'entities/repair/VisitWork',
  component: VisitWork,
  args: { work: ['Thay má phanh trước', 'Công thay má phanh, vệ sinh cụm phanh', 'Dầu phanh DOT4'] },
} satisfies Meta<typeof VisitWork>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText(`${messages.myVehicles.workDone}:`)).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Thay má phanh trước; Công thay má phanh, vệ sinh cụm phanh; Dầu phanh DOT4');
  },
};

/** A visit whose quote was never answered did nothing to show. */
export const NothingApproved: Story = {
  args: { work: [] },
  async play({ canvasElement }) {
    await expect(canvasElement).toHaveTextContent('');
  },
};
