import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { listStaff } from '../../contract/staff';
import { listStaffPositions } from '../../contract/staff-positions';
import { demoStaff, demoStaffPositions, demoTechnicians } from '../../mocks/data/staff';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { drawnAsIslands } from '../../.storybook/story-islands';
import { StaffPage } from './staff-page';

const meta = {
  title: 'features/staff/StaffPage',
  tags: ['screen'],
  component: StaffPage,
  parameters: { route: '/nhan-su' },
} satisfies Meta<typeof StaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const namesIn = (group: HTMLElement) => within(group).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

export const Success: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listStaff, demoStaff), mockOk(listStaffPositions, demoStaffPositions));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const position of demoStaffPositions) {
      await expect(await canvas.findByRole('heading', { level: 2, name: new RegExp(position.name) })).toBeVisible();
    }
    // Two people per position at most, the rest wait their turn.
    for (const group of canvas.getAllByRole('group')) {
      await expect(namesIn(group).length).toBeLessThanOrEqual(2);
    }
    const managers = canvas.getByRole('group', { name: 'Nhân sự Ban quản lý' });
    await expect(namesIn(managers)).toEqual(['Trần Quốc Hùng']);
  },
};

/** At 1280 px two positions stand side by side and the cards fill the width; a position of one person keeps a card's width. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const managers = await canvas.findByRole('group', { name: 'Nhân sự Ban quản lý' });
    const advisors = canvas.getByRole('group', { name: 'Nhân sự Cố vấn dịch vụ' });
    const [left, right] = [managers.getBoundingClientRect(), advisors.getBoundingClientRect()];
    // Side by side, together wider than three quarters of the page.
    await expect(Math.abs(left.top - right.top)).toBeLessThan(2);
    await expect(right.right - left.left).toBeGreaterThan(canvasElement.getBoundingClientRect().width * 0.75);
    const managerCard = within(managers).getByRole('heading', { level: 3 }).closest('div.min-w-0')!.getBoundingClientRect();
    const advisorCard = within(advisors).getAllByRole('heading', { level: 3 })[0]!.closest('div.min-w-0')!.getBoundingClientRect();
    await expect(Math.abs(managerCard.width - advisorCard.width)).toBeLessThan(2);
  },
};

/** Five technicians, two at a time: every turn moves the row on by one, wrapping round. */
export const Rotation: Story = {
  args: { rotateIntervalMs: 400 },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const technicians = await canvas.findByRole('group', { name: 'Nhân sự Kỹ thuật viên' });
    const names = demoTechnicians.map((member) => member.name);
    await expect(namesIn(technicians)).toEqual([names[0], names[1]]);
    await waitFor(() => expect(namesIn(technicians)).toEqual([names[1], names[2]]), { timeout: 2000 });
    await waitFor(() => expect(namesIn(technicians)).toEqual([names[2], names[3]]), { timeout: 2000 });
    // Two advisors fit: that row holds still.
    const advisors = canvas.getByRole('group', { name: 'Nhân sự Cố vấn dịch vụ' });
    await expect(advisors).not.toHaveAttribute('data-rotating');
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(listStaff), mockPending(listStaffPositions));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listStaff, []), mockOk(listStaffPositions, demoStaffPositions));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.staff.empty)).toBeVisible();
  },
};

export const StaffError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listStaff, 500), mockOk(listStaffPositions, demoStaffPositions));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.staff.listLoadFailed);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(messages.staff.listLoadFailed, { selector: '[data-severity] *' })).toBeInTheDocument();
  },
};

/** Without the position list the staff still show, under the position their records carry. */
export const PositionsError: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listStaff, demoStaff), mockError(listStaffPositions, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.staffPositions.listLoadFailed);
    await expect(canvas.getByRole('heading', { level: 2, name: /Kỹ thuật viên/ })).toBeVisible();
  },
};


/** The staff the server could not get, on the page it draws: the failure, not a spinner that would turn forever. */
export const ServerPageWithoutStaff: Story = {
  decorators: [drawnAsIslands],
  beforeEach({ msw }) {
    msw.use(mockPending(listStaff), mockOk(listStaffPositions, demoStaffPositions));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.staff.listLoadFailed);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đội ngũ nhân sự' })).toBeVisible();
  },
};
