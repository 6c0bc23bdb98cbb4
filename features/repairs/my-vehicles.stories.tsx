import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LIVE_EVENTS } from '../../contract/live-events';
import { format, messages } from '../../contract/messages';
import { getPaymentRequest } from '../../contract/payment-request';
import { listMyVehicles, type MyVehicle } from '../../contract/repairs';
import { formatPrice } from '../../contract/format';
import { LiveSocketProvider } from '../../entities/chat/live-socket';
import { demoCustomer } from '../../mocks/data/accounts';
import { demoPaymentRequest } from '../../mocks/data/bank-accounts';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { FakeChatServer } from '../../mocks/fake-chat-socket';
import { demoInspection } from '../../mocks/inspection-data';
import { brakeLines, makeQuote } from '../../mocks/quote-data';
import { demoMyVehicles, movedOn } from '../../mocks/repair-data';
import { withStoryRoutes } from '../../.storybook/story-routes';
import { moneyText } from '../../.storybook/story-money';
import { expectToast } from '../../.storybook/story-toast';
import { MyVehicles } from './my-vehicles';

const withRoutes = withStoryRoutes('/account/vehicles', { '/lien-he': 'Trang liên hệ' });

/** The Vios's open job once its quote is approved and nothing paid yet. */
const owingJob = { ...demoMyVehicles[0]!.openRepair!, money: { ...demoMyVehicles[0]!.openRepair!.money, total: 1_250_000, paid: 0, balance: 1_250_000 } };

/** The signed-in owner's payment code: what the open job still owes, as the server works it out. */
const paymentServer = () =>
  mockOk(getPaymentRequest, (_request, params) => {
    if (params.id !== owingJob._id) throw new globalThis.Error('the payment code was asked for a job that owes nothing');
    return demoPaymentRequest(owingJob.code, owingJob.money.balance);
  });

const meta = {
  title: 'features/repairs/MyVehicles',
  component: MyVehicles,
  args: { accountId: demoCustomer._id },
  decorators: [withRoutes],
  parameters: { route: '/account/vehicles' },
  beforeEach({ msw }) {
    msw.use(mockOk(listMyVehicles, demoMyVehicles), paymentServer());
  },
} satisfies Meta<typeof MyVehicles>;

export default meta;
type Story = StoryObj<typeof meta>;

const vehicleOf = (canvasElement: HTMLElement, plate: string) => within(canvasElement).findByRole('listitem', { name: plate });

/** The Vios is in the workshop at 'Sửa chữa': the step in words, its reference and branch, the timeline with what staff shared. */
export const OpenJobMidway: Story = {
  async play({ canvasElement }) {
    const vios = await vehicleOf(canvasElement, '51A-123.45');
    const card = within(vios);
    await expect(vios).toHaveTextContent('Toyota Vios · Đời 2019 · Lần cuối: 42.350 km');
    await expect(card.getByText(messages.myVehicles.inWorkshop)).toBeVisible();
    const job = within(card.getByRole('region', { name: 'Phiếu sửa chữa K7M2QX' }));
    await expect(job.getByText('Bước hiện tại: Sửa chữa')).toBeVisible();
    await expect(job.getByText('Chi nhánh Quận 12')).toBeVisible();
    const current = within(job.getByRole('list', { name: 'Tiến độ sửa chữa' })).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')!;
    await expect(current).toHaveTextContent('Sửa chữa');
    await expect(within(current).getByText('Đang thực hiện')).toBeVisible();
    await expect(current).toHaveTextContent('Đang thay má phanh trước và vệ sinh cụm phanh.');
    // What staff kept to themselves never reaches the customer.
    await expect(job.queryByText(/ghi chú nội bộ/)).toBeNull();
    await expect(job.queryByText('Chỉ nhân viên xem')).toBeNull();
    // Its earlier job is history, below.
    const history = within(card.getByRole('region', { name: 'Lịch sử sửa chữa xe 51A-123.45' }));
    await expect(history.getByText('H2V4PA')).toBeVisible();
    // Cars in the workshop come first.
    const plates = within(canvasElement).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(plates).toEqual(['51A-123.45', '51K-678.90']);
  },
};

/** The open job owes money: its VietQR code under the progress, the note carrying the job's reference. */
export const PaysByTransfer: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listMyVehicles, [{ ...demoMyVehicles[0]!, openRepair: owingJob }, ...demoMyVehicles.slice(1)]));
  },
  async play({ canvasElement }) {
    const open = owingJob;
    const card = within(await vehicleOf(canvasElement, '51A-123.45'));
    await expect(await card.findByRole('img', { name: format(messages.vietqr.qrLabel, { amount: formatPrice(open.money.balance) }) })).toBeVisible();
    await expect(card.getByText(`SC ${open.code}`)).toBeVisible();
    await expect(card.getByRole('heading', { level: 3, name: messages.vietqr.scanTitle })).toBeVisible();
  },
};

/** The CR-V has no job open: its past jobs with date, km, what was done and the reference, newest first. */
export const ClosedWithHistory: Story = {
  async play({ canvasElement }) {
    const crv = await vehicleOf(canvasElement, '51K-678.90');
    const card = within(crv);
    await expect(card.getByText(messages.myVehicles.noOpenJob)).toBeVisible();
    await expect(card.queryByText(messages.myVehicles.inWorkshop)).toBeNull();
    const rows = within(card.getByRole('region', { name: 'Lịch sử sửa chữa xe 51K-678.90' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('20/02/2026 · 24.500 km');
    await expect(rows[0]).toHaveTextContent('Sửa điều hòa');
    await expect(rows[0]).toHaveTextContent('Mã phiếu: H4X6PC');
    await expect(rows[1]).toHaveTextContent('02/11/2025 · 18.200 km');
    await expect(rows[1]).toHaveTextContent('Thay lốp và cân bằng động');
  },
};

/** A job just handed over still shows, closed: every step done and the handover time. */
export const JustHandedOver: Story = {
  beforeEach({ msw }) {
    const vios = demoMyVehicles[0]!;
    const handedOver = movedOn(movedOn(movedOn(movedOn(movedOn(vios.openRepair!, 'recheck'), 'cleaning'), 'acceptance'), 'handover'), 'warranty', 'Bảo hành má phanh 6 tháng.', true);
    msw.use(mockOk(listMyVehicles, [{ ...vios, openRepair: handedOver }]));
  },
  async play({ canvasElement }) {
    const vios = within(await vehicleOf(canvasElement, '51A-123.45'));
    await expect(vios.getByText(/^Đã bàn giao xe lúc \d\d:\d\d \d\d\/03\/2026$/)).toBeVisible();
    await expect(vios.queryByText(messages.myVehicles.inWorkshop)).toBeNull();
    await expect(vios.getByText('Đã bàn giao xe, đang bảo hành')).toBeVisible();
    await expect(vios.getByText('Bảo hành má phanh 6 tháng.')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listMyVehicles, []));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.myVehicles.empty)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: messages.myVehicles.book });
    for (const link of links) await expect(link).toHaveAttribute('href', '/lien-he');
    await userEvent.click(links.at(-1)!);
    await expect(await canvas.findByRole('region', { name: 'Trang liên hệ' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listMyVehicles));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listMyVehicles, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.myVehicles.loadFailed);
    await expectToast(canvasElement, messages.myVehicles.loadFailed, 'error');
  },
};

/** At 375 px the details stack above the timeline; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await vehicleOf(canvasElement, '51A-123.45');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The customer's socket in the story: `server.emit` plays what the real server sends them. */
let server = new FakeChatServer();
/** The customer's vehicles on the story's server: a move changes what the next read answers. */
let vehicles: MyVehicle[] = demoMyVehicles;

/**
 * The garage moves the Vios on to 'Kiểm tra lại' while the page is open: the socket says so and
 * the list is read again, showing the new step without a reload.
 */
export const MovedByTheGarage: Story = {
  decorators: [
    (Story) => (
      <LiveSocketProvider token="token-khach-hang" factory={server.factory}>
        <Story />
      </LiveSocketProvider>
    ),
  ],
  beforeEach({ msw }) {
    server = new FakeChatServer();
    vehicles = demoMyVehicles;
    msw.use(mockOk(listMyVehicles, () => vehicles));
  },
  async play({ canvasElement }) {
    const vios = within(await vehicleOf(canvasElement, '51A-123.45'));
    await expect(vios.getByText('Bước hiện tại: Sửa chữa')).toBeVisible();
    await waitFor(() => expect(server.connections).toHaveLength(1));
    // The move is stored, then the event goes out, as on the server.
    const open = demoMyVehicles[0]!.openRepair!;
    const moved = movedOn(open, 'recheck', 'Chạy thử 5 km, phanh êm.', true);
    vehicles = [{ ...demoMyVehicles[0]!, openRepair: moved }, demoMyVehicles[1]!];
    // Sent again until the page is listening: a repeated event only reads the list once more.
    await waitFor(() => {
      server.emit(LIVE_EVENTS.repairUpdated, { id: open._id, branch: open.branch, step: 'recheck', version: moved.version });
      return expect(vios.getByText('Bước hiện tại: Kiểm tra lại')).toBeVisible();
    });
    const current = within(vios.getByRole('list', { name: 'Tiến độ sửa chữa' })).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')!;
    await expect(current).toHaveTextContent('Kiểm tra lại');
    await expect(current).toHaveTextContent('Chạy thử 5 km, phanh êm.');
  },
};

/**
 * The connection drops (the server restarts) and the garage moves the car meanwhile: the event is
 * lost with the connection, so the page reads the list again as soon as the socket is back.
 */
export const MovedWhileDisconnected: Story = {
  decorators: MovedByTheGarage.decorators,
  beforeEach({ msw }) {
    server = new FakeChatServer();
    vehicles = demoMyVehicles;
    msw.use(mockOk(listMyVehicles, () => vehicles));
  },
  async play({ canvasElement }) {
    const vios = within(await vehicleOf(canvasElement, '51A-123.45'));
    await expect(vios.getByText('Bước hiện tại: Sửa chữa')).toBeVisible();
    await waitFor(() => expect(server.connections).toHaveLength(1));
    server.drop();
    const open = demoMyVehicles[0]!.openRepair!;
    vehicles = [{ ...demoMyVehicles[0]!, openRepair: movedOn(open, 'recheck', 'Chạy thử 5 km, phanh êm.', true) }, demoMyVehicles[1]!];
    // No event reaches a dropped socket; the page still shows what it had.
    await expect(vios.getByText('Bước hiện tại: Sửa chữa')).toBeVisible();
    server.restore();
    await expect(await vios.findByText('Bước hiện tại: Kiểm tra lại')).toBeVisible();
  },
};

/** What the garage keeps for a car after its jobs: the next service with a booking form filled with the car, warranties (one run out), lines declined last time. */
export const CareAfterJobs: Story = {
  args: { today: '2026-03-12' },
  beforeEach({ msw }) {
    const crv = demoMyVehicles[1]!;
    const cared: MyVehicle = {
      ...crv,
      nextService: { on: '2026-08-20', km: 29_500 },
      warranties: [
        { _id: '65f0a0000000000000009a01', repairCode: 'H4X6PC', description: 'Nạp gas điều hòa R134a', startsOn: '2026-02-20', endsOn: '2026-05-20', untilKm: null },
        { _id: '65f0a0000000000000009a02', repairCode: 'H3W5PB', description: 'Lốp Michelin Primacy 4', startsOn: '2025-11-02', endsOn: '2026-01-02', untilKm: 28_200 },
      ],
      suggestions: [{ description: 'Thay lọc gió điều hòa', repairCode: 'H4X6PC', quotedAt: '2026-02-20T03:00:00.000Z' }],
    };
    msw.use(mockOk(listMyVehicles, [demoMyVehicles[0]!, cared]));
  },
  async play({ canvasElement }) {
    const crv = within(await vehicleOf(canvasElement, '51K-678.90'));
    await expect(crv.getByRole('heading', { name: 'Bảo dưỡng lần tới: ngày 20/08/2026 hoặc 29.500 km' })).toBeVisible();
    await expect(crv.getByRole('link', { name: 'Đặt lịch bảo dưỡng' })).toHaveAttribute('href', '/lien-he?bien-so=51K-678.90&dong-xe=Honda+CR-V#dat-lich');
    const warranties = within(crv.getByRole('region', { name: 'Bảo hành' }));
    await expect(warranties.getByText('Còn bảo hành')).toBeVisible();
    await expect(warranties.getByText('Hết bảo hành')).toBeVisible();
    await expect(within(crv.getByRole('region', { name: 'Đề xuất lần sau' })).getByText('Thay lọc gió điều hòa')).toBeVisible();
  },
};

/** The open job waits for the customer's answer to its quote: the lines, their choices and the name, right in the car's card. */
export const QuoteWaiting: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    const vios = demoMyVehicles[0]!;
    const waiting = { ...vios, openRepair: { ...movedOn(movedOn(vios.openRepair!, 'quote'), 'confirmation'), quote: makeQuote(brakeLines, { vatRate: 8 }), quoteState: 'waiting' as const } };
    msw.use(mockOk(listMyVehicles, [waiting, demoMyVehicles[1]!]));
  },
  async play({ canvasElement }) {
    const vios = within(await vehicleOf(canvasElement, '51A-123.45'));
    await expect(vios.getByRole('heading', { name: 'Báo giá chờ bạn xác nhận' })).toBeVisible();
    await expect(vios.getAllByRole('radiogroup')).toHaveLength(3);
    await expect(vios.getByRole('button', { name: /Xác nhận báo giá/ })).toBeVisible();
  },
};

/**
 * Two cars in the workshop, the second one's quote waiting: on a phone that car comes first, and
 * in its card the approval sits under the job's heading, above its details and steps, with the
 * total and what the inspection found urgent.
 */
export const QuoteWaitingComesFirst: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    const [vios, crv] = demoMyVehicles;
    const tyres = demoInspection.points.find((point) => point.label === 'Lốp và áp suất lốp')!;
    const lines = [{ kind: 'part' as const, description: 'Lốp trước Michelin 205/55R16', quantity: 2, unitPrice: 2_100_000, inspectionPointId: tyres.id }, ...brakeLines.slice(1)];
    const quoted = {
      ...movedOn(movedOn({ ...vios!.openRepair!, _id: 'aaaaaaaaaaaaaaaaaaaa0040', code: 'Q4W8CR' }, 'quote'), 'confirmation'),
      inspection: demoInspection,
      quote: makeQuote(lines, { vatRate: 8 }),
      quoteState: 'waiting' as const,
    };
    msw.use(mockOk(listMyVehicles, [vios!, { ...crv!, openRepair: quoted }]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('listitem', { name: '51K-678.90' });
    const plates = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(plates).toEqual(['51K-678.90', '51A-123.45']);

    const crv = within(canvas.getByRole('listitem', { name: '51K-678.90' }));
    const approval = crv.getByRole('region', { name: 'Báo giá chờ bạn xác nhận' });
    const steps = crv.getByRole('list', { name: 'Tiến độ sửa chữa' });
    const details = crv.getByText(messages.repairProgress.checkedIn);
    // Before the details and the steps in the page, so the phone shows it first.
    await expect(approval.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(approval.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const total = makeQuote([{ kind: 'part', description: 'x', quantity: 2, unitPrice: 2_100_000 }, ...brakeLines.slice(1)], { vatRate: 8 }).totals.total;
    await expect(within(approval).getByText(format(messages.quotes.mailTotal, { total: moneyText(total) }))).toBeVisible();
    const urgent = within(approval).getByRole('list', { name: messages.quotes.urgentAdvice });
    await expect(within(urgent).getAllByRole('listitem')).toHaveLength(1);
    await expect(urgent).toHaveTextContent('Lốp trước Michelin 205/55R16');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
