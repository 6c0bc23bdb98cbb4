import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getManagerAlerts } from '../../contract/alerts';
import { getManagerSummary } from '../../contract/manager-summary';
import { messages } from '../../contract/messages';
import { demoManagerAlerts, noAlertCounts } from '../../mocks/data/alerts';
import { demoManagerSummary } from '../../mocks/data/manager-summary';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { ManagerHome } from './manager-home';
import { answered, brakeLines, makeQuote } from '../../mocks/quote-data';
import { busyJobs, jobAt, resetWorkshop, workshopHandlers } from './repairs/repair-story-kit';

const meta = {
  title: 'features/manager/ManagerHome',
  tags: ['screen'],
  component: ManagerHome,
  args: { isMaster: false, fullName: 'Lê Thị Mai Anh' },
  parameters: { route: '/manager' },
  beforeEach({ msw }) {
    resetWorkshop();
    msw.use(mockOk(getManagerSummary, demoManagerSummary()), mockOk(getManagerAlerts, demoManagerAlerts({ counts: noAlertCounts })), ...workshopHandlers());
  },
} satisfies Meta<typeof ManagerHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's places per slot and what waits, each figure opening its screen already filtered. */
export const Admin: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Xin chào Lê Thị Mai Anh/)).toBeVisible();
    // Today per branch, each with its own places per slot and a link to its board.
    const today = within(await canvas.findByRole('region', { name: 'Lịch hẹn hôm nay' }));
    await expect(today.getByText('20')).toBeVisible();
    const quan12 = today.getByRole('link', { name: /^Quận 12/ });
    await expect(quan12).toHaveAttribute('href', '/manager/booking-board?date=2026-11-24&branch=quan-12');
    await expect(quan12).toHaveTextContent('12 lịch · 3 chỗ mỗi khung giờ');
    await expect(quan12).toHaveTextContent('08:003/3');
    const thuDuc = today.getByRole('link', { name: /^Thủ Đức/ });
    await expect(thuDuc).toHaveAttribute('href', '/manager/booking-board?date=2026-11-24&branch=thu-duc');
    await expect(thuDuc).toHaveTextContent('8 lịch · 4 chỗ mỗi khung giờ');
    await expect(thuDuc).toHaveTextContent('11:004/4');
    await expect(canvas.getByRole('link', { name: /Lịch hẹn chờ xử lý/ })).toHaveAttribute('href', '/manager/booking?status=pending&branch=all');
    await expect(canvas.getByRole('link', { name: /Đơn hàng chờ xử lý 4/ })).toHaveAttribute('href', '/manager/order?status=pending');
    const lowStock = canvas.getByRole('link', { name: /trong kho/ });
    await expect(lowStock).toHaveAttribute('href', '/manager/products?maxQuantity=5');
    await expect(lowStock).toHaveTextContent('Má phanh trước Toyota Vioscòn 0');
    // New accounts belong to the Master's accounts screen.
    await expect(canvas.queryByRole('link', { name: /Tài khoản mới/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Dịch vụ Thêm/ })).toHaveAttribute('href', '/manager/products');
    await expect(canvas.getByRole('link', { name: /^Lịch trong ngày/ })).toHaveAttribute('href', '/manager/booking-board');
    await expect(canvas.getByRole('link', { name: /^Tin nhắn/ })).toHaveAttribute('href', '/admin-chat');
    await expect(canvas.queryByRole('link', { name: /Nhân sự/ })).toBeNull();
  },
};

const newWork = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: messages.alerts.countsTitle }));

/** What is new for this staff member (the server's counts), each opening its screen. */
export const NewWork: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getManagerAlerts, demoManagerAlerts()));
  },
  async play({ canvasElement }) {
    const region = newWork(canvasElement);
    await expect(await region.findByRole('link', { name: '1 khách đang chờ' })).toHaveAttribute('href', '/admin-chat');
    await expect(region.getByRole('link', { name: '2 tin chưa đọc' })).toHaveAttribute('href', '/admin-chat');
    await expect(region.getByRole('link', { name: '3 lịch hẹn mới' })).toHaveAttribute('href', '/manager/booking');
    await expect(region.getByRole('link', { name: '1 đơn hàng mới' })).toHaveAttribute('href', '/manager/order');
  },
};

/** Nothing new: the four counts read 0. */
export const NothingNew: Story = {
  async play({ canvasElement }) {
    const region = newWork(canvasElement);
    await expect(await region.findByRole('link', { name: '0 khách đang chờ' })).toBeVisible();
    await expect(region.getByRole('link', { name: '0 tin chưa đọc' })).toBeVisible();
    await expect(region.getByRole('link', { name: '0 lịch hẹn mới' })).toBeVisible();
    await expect(region.getByRole('link', { name: '0 đơn hàng mới' })).toBeVisible();
  },
};

/** The counts cannot be read: a retry in their place, the rest of the page as ever. */
export const AlertsLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getManagerAlerts, 500));
  },
  async play({ canvasElement }) {
    const region = newWork(canvasElement);
    await expect(await region.findByText(messages.alerts.loadFailed)).toBeVisible();
    await expect(await within(canvasElement).findByRole('region', { name: 'Lịch hẹn hôm nay' })).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Thử lại' }));
  },
};

export const Master: Story = {
  tags: ['visual'],
  args: { isMaster: true, fullName: 'Trần Quốc Bảo' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Tài khoản mới tháng này 12/ })).toHaveAttribute('href', '/manager/accounts?createdFrom=2026-11-01');
    await expect(canvas.getByRole('link', { name: /^Tài khoản Vai trò/ })).toHaveAttribute('href', '/manager/accounts');
    await expect(canvas.getByRole('link', { name: /Nhân sự/ })).toHaveAttribute('href', '/manager/staff');
    await expect(canvas.getByRole('link', { name: /Chức vụ/ })).toHaveAttribute('href', '/manager/category-staff');
  },
};

/** A quiet day: nothing waits, nothing is low. */
export const QuietDay: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(
        getManagerSummary,
        demoManagerSummary({
          today: demoManagerSummary().today.map((slot) => ({ ...slot, booked: 0 })),
          branches: demoManagerSummary().branches.map((branch) => ({ ...branch, today: branch.today.map((slot) => ({ ...slot, booked: 0 })) })),
          pendingBookings: 0,
          pendingOrders: 0,
          lowStock: { threshold: 5, count: 0, items: [] },
        }),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const today = within(await canvas.findByRole('region', { name: 'Lịch hẹn hôm nay' }));
    await expect(today.getByText('0', { selector: 'p' })).toBeVisible();
    await expect(today.getByRole('link', { name: /^Quận 12 0 lịch/ })).toBeVisible();
    await expect(today.getByRole('link', { name: /^Thủ Đức 0 lịch/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Đơn hàng chờ xử lý 0/ })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getManagerSummary));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status', { name: 'Đang tải số liệu tổng quan...' })).toBeVisible();
  },
};

/** The figures failing leaves the screen cards usable, with a retry. */
export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getManagerSummary, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.managerSummary.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Dịch vụ/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
  },
};

export const Phone: Story = {
  ...Admin,
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Thủ Đức/ })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Cars in each branch's workshop per step, past-limit ones in words, each step opening that branch's board on it. */
export const WorkshopCounts: Story = {
  async play({ canvasElement }) {
    const workshop = within(await within(canvasElement).findByRole('region', { name: 'Xe trong xưởng' }));
    const quan12 = within(await workshop.findByRole('region', { name: /^Quận 12/ }));
    await expect(quan12.getByRole('heading')).toHaveTextContent('Quận 1211 xe · 2 quá hạn');
    await expect(quan12.getByRole('link', { name: 'Chẩn đoán 1 1 quá hạn' })).toHaveAttribute('href', '/manager/repairs?branch=quan-12&step=diagnosis');
    await expect(quan12.getByRole('link', { name: 'Sửa chữa 2' })).toHaveAttribute('href', '/manager/repairs?branch=quan-12&step=repair');
    await expect(quan12.getByRole('link', { name: 'Tiếp nhận 2 1 quá hạn' })).toHaveAttribute('href', '/manager/repairs?branch=quan-12&step=received');
    await expect(quan12.queryByRole('link', { name: /Chuẩn bị/ })).toBeNull();
    const thuDuc = within(await workshop.findByRole('region', { name: /^Thủ Đức/ }));
    await expect(thuDuc.getByRole('link', { name: 'Sửa chữa 1' })).toHaveAttribute('href', '/manager/repairs?branch=thu-duc&step=repair');
    await expect(canvasElement.querySelector('a[href="/manager/repairs"]')).not.toBeNull();
  },
};

/** A customer answered a quote and nobody has moved the job yet: the start page lists it, opening the job, whenever it is opened. */
export const QuoteAnswered: Story = {
  beforeEach() {
    const waiting = jobAt('confirmation', 30, { code: 'R1A2QF', branch: 'thu-duc', vehicle: { plate: '51K-321.00', model: 'Hyundai Accent', year: 2022 }, fullName: 'Đặng Quốc Huy', quote: makeQuote(brakeLines) });
    resetWorkshop([...busyJobs(), { ...waiting, quote: answered(waiting.quote!, [true, true, true], 'Đặng Quốc Huy'), quoteState: 'answered', customerAnsweredAt: '2026-03-11T02:55:00.000Z' }]);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: messages.quotes.answeredListTitle });
    const link = within(list).getByRole('link', { name: /51K-321\.00 · Đặng Quốc Huy/ });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/manager\/repairs\/[0-9a-f]{24}$/));
    // Only the branch the job is at lists it.
    await expect(canvas.getAllByRole('list', { name: messages.quotes.answeredListTitle })).toHaveLength(1);
  },
};
