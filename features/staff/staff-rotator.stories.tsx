import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoTechnicians } from '../../mocks/data/staff';
import { StaffRotator } from './staff-rotator';

const names = demoTechnicians.map((member) => member.name);

const meta = {
  title: 'features/staff/StaffRotator',
  component: StaffRotator,
  args: { position: 'Kỹ thuật viên', members: demoTechnicians, intervalMs: 400 },
} satisfies Meta<typeof StaffRotator>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownIn = (group: HTMLElement) => within(group).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** Two at a time, moving on by one; the pause button holds them. */
export const Rotating: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Nhân sự Kỹ thuật viên' });
    await expect(shownIn(group)).toEqual([names[0], names[1]]);
    await waitFor(() => expect(shownIn(group)).toEqual([names[1], names[2]]), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Tạm dừng tự chạy' }));
    const held = shownIn(group);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shownIn(group)).toEqual(held);
    await expect(canvas.getByRole('button', { name: 'Tiếp tục tự chạy' })).toBeVisible();
  },
};

/**
 * The HTML the server writes for a browser without JavaScript: the first two in the group, and
 * everyone else below them (a noscript block, which a browser running scripts, as here, ignores).
 */
export const WithoutJavaScript: Story = {
  async play({ canvasElement, args }) {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(<StaffRotator {...args} />).replace(/<\/?noscript>/g, '');
    const group = within(page).getByRole('group', { name: 'Nhân sự Kỹ thuật viên' });
    await expect(shownIn(group)).toEqual([names[0], names[1]]);
    const others = within(page).getByRole('list', { name: 'Nhân sự Kỹ thuật viên khác' });
    await expect(within(others).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(names.slice(2));
  },
};

/** Two people fit: nothing turns, no pause button, no second list. */
export const Two: Story = {
  args: { position: 'Cố vấn dịch vụ', members: demoTechnicians.slice(0, 2) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Nhân sự Cố vấn dịch vụ' });
    await expect(group).not.toHaveAttribute('data-rotating');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(renderToStaticMarkup(<StaffRotator position="Cố vấn dịch vụ" members={demoTechnicians.slice(0, 2)} intervalMs={400} />)).not.toContain('noscript');
  },
};
