import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getBranchSettings } from '../../../contract/branches';
import { LIVE_EVENTS } from '../../../contract/live-events';
import { format, messages } from '../../../contract/messages';
import { REPAIR_STEP_LABELS } from '../../../contract/repair-steps';
import { findVehicleByPlate, listRepairs } from '../../../contract/repairs';
import { LiveSocketProvider } from '../../../entities/chat/live-socket';
import { demoBranchSettings } from '../../../mocks/data/branches';
import { mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { FakeChatServer } from '../../../mocks/fake-chat-socket';
import { demoWorkshopStaff, movedOn, repairDemoNow } from '../../../mocks/repair-data';
import { LocationProbe } from '../../../.storybook/location-probe';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { agreeToProcessing } from '../../../entities/privacy/consent-story-kit';
import { RepairBoard } from './repair-board';
import { answered, brakeLines, makeQuote } from '../../../mocks/quote-data';
import { busyJobs, CITY, jobAt, MAZDA, resetWorkshop, storyClock, workshop, workshopHandlers } from './repair-story-kit';
import { brakeJobClocks, demoTechnicians, repairClocks, resetRepairClocks } from '../../../mocks/repair-clocks-data';

/** The board's socket in the story: `server.emit` plays what the real server sends staff. */
let server = new FakeChatServer();

const meta = {
  title: 'features/manager/repairs/RepairBoard',
  tags: ['screen'],
  component: RepairBoard,
  args: { isMaster: false, clock: storyClock },
  parameters: { route: '/manager/repairs' },
  decorators: [
    (Story) => (
      <LiveSocketProvider token="token-nhan-vien" factory={server.factory}>
        <Story />
        <LocationProbe />
      </LiveSocketProvider>
    ),
  ],
  beforeEach({ msw }) {
    server = new FakeChatServer();
    resetWorkshop();
    msw.use(...workshopHandlers(), mockOk(getBranchSettings, demoBranchSettings()));
  },
} satisfies Meta<typeof RepairBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, plate: string) => within(canvasElement).getByRole('article', { name: `Xe ${plate}` });
const findCard = (canvasElement: HTMLElement, plate: string) => within(canvasElement).findByRole('article', { name: `Xe ${plate}` });
const stepSection = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByRole('region', { name: `Bước ${label}` });
const inStep = (canvasElement: HTMLElement, label: string, plate: string) =>
  waitFor(() => expect(within(stepSection(canvasElement, label)).getByRole('article', { name: `Xe ${plate}` })).toBeVisible());

/** Five columns at 1280 px, each step a labelled section; cars longest in their step first; handed over today at the end. */
export const Busy: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await findCard(canvasElement, MAZDA);
    await step('five columns of step groups, side by side', async () => {
      const columns = canvas.getAllByRole('heading', { level: 2 });
      await expect(columns.map((heading) => heading.textContent)).toEqual([
        'Tiếp nhận và chẩn đoán4',
        'Báo giá và xác nhận2',
        'Sửa chữa3',
        'Hoàn thiện và giao xe2',
        'Đã giao xe1',
      ]);
      const tops = columns.map((heading) => Math.round(heading.getBoundingClientRect().top));
      await expect(new Set(tops).size).toBe(1);
      await expect(canvas.getByText('11 xe đang sửa')).toBeVisible();
      await expectNoSideScroll(canvasElement);
    });
    await step('a card: plate, model, customer, staff, time in step; the longest waiting first', async () => {
      const mazda = within(card(canvasElement, MAZDA));
      await expect(mazda.getByRole('link', { name: /Mở phiếu R1A2QC/ })).toHaveAttribute('href', expect.stringMatching(/^\/manager\/repairs\/[0-9a-f]{24}$/));
      await expect(mazda.getByText('Mazda CX-5')).toBeVisible();
      await expect(mazda.getByText('Lê Hoàng Phúc')).toBeVisible();
      await expect(mazda.getByText(demoWorkshopStaff[1].fullName)).toBeVisible();
      await expect(mazda.getByText('Ở bước này 25 phút')).toBeVisible();
      const received = within(stepSection(canvasElement, 'Tiếp nhận')).getAllByRole('article');
      await expect(received.map((item) => item.getAttribute('aria-label'))).toEqual(['Xe 51A-123.45', 'Xe 51H-246.80']);
      await expect(within(received[0]!).getByText('Chưa phân công')).toBeVisible();
      await expect(within(card(canvasElement, '51C-808.08')).getByText('Đã bàn giao')).toBeVisible();
      await expect(within(card(canvasElement, '51C-808.08')).queryByRole('button')).toBeNull();
    });
  },
};

/** Past its step's limit the card turns red and says 'Quá hạn' with the limit, not by colour alone. */
export const OverdueCard: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const city = within(await findCard(canvasElement, CITY));
    await expect(await city.findByText('Quá hạn')).toBeVisible();
    await expect(city.getByText('Ở bước này 2 giờ 30 phút')).toBeVisible();
    await expect(city.getByText('(hạn 2 giờ)')).toBeVisible();
    await expect(within(card(canvasElement, MAZDA)).queryByText('Quá hạn')).toBeNull();
  },
};

/** 'Kiểm tra' → 'Chẩn đoán' with the button: the version seen goes with the step; the card lands in its new step with the focus. */
export const MoveToNextStep: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const mazda = within(await findCard(canvasElement, MAZDA));
    const version = workshop.jobs.find((job) => job.vehicle.plate === MAZDA)!.version;
    await userEvent.click(mazda.getByRole('button', { name: `Chuyển xe ${MAZDA} sang bước Chẩn đoán` }));
    await waitFor(() => expect(workshop.moves).toHaveBeenCalledWith({ step: 'diagnosis', version }));
    await expectToast(canvasElement, format(messages.repairs.moveSuccess, { plate: MAZDA, step: 'Chẩn đoán' }), 'success');
    await inStep(canvasElement, 'Chẩn đoán', MAZDA);
    // Focus follows the car, on its next move.
    await waitFor(() => expect(within(card(canvasElement, MAZDA)).getByRole('button', { name: `Chuyển xe ${MAZDA} sang bước Báo giá chi tiết` })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await inStep(canvasElement, 'Báo giá chi tiết', MAZDA);
    await waitFor(() => expect(workshop.moves).toHaveBeenLastCalledWith({ step: 'quote', version: version + 1 }));
  },
};

/** Back to an earlier step needs a reason: refused in the dialog, nothing sent; with one it goes, with 'cho khách xem'. */
export const BackMoveNeedsReason: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    await userEvent.click(within(await findCard(canvasElement, MAZDA)).getByRole('button', { name: `Chuyển bước khác cho xe ${MAZDA}` }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: `Chuyển bước xe ${MAZDA}` }));
    await expect(dialog.getByLabelText(/Chuyển sang bước/)).toHaveValue('diagnosis');
    await userEvent.selectOptions(dialog.getByLabelText(/Chuyển sang bước/), 'received');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Chuyển bước' }));
    await expect(await dialog.findByText(messages.repairs.reasonRequired)).toBeVisible();
    await expect(workshop.moves).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText(/Lý do/), 'Khách báo thêm tiếng kêu ở gầm, nhận lại để ghi nhận.');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Cho khách xem ghi chú và ảnh' }));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Chuyển bước' }));
    await waitFor(() =>
      expect(workshop.moves).toHaveBeenCalledWith(expect.objectContaining({ step: 'received', note: 'Khách báo thêm tiếng kêu ở gầm, nhận lại để ghi nhận.', shared: true })),
    );
    await expectToast(canvasElement, format(messages.repairs.moveSuccess, { plate: MAZDA, step: 'Tiếp nhận' }), 'success');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
    await inStep(canvasElement, 'Tiếp nhận', MAZDA);
  },
};

/** Someone else moved the job first: the server's words in a toast, and the board shows where the car is now. */
export const StaleMove: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const mazda = within(await findCard(canvasElement, MAZDA));
    workshop.movedByOther = { id: workshop.jobs.find((job) => job.vehicle.plate === MAZDA)!._id, to: 'quote' };
    await userEvent.click(mazda.getByRole('button', { name: `Chuyển xe ${MAZDA} sang bước Chẩn đoán` }));
    await expectToast(canvasElement, format(messages.repairs.stale, { step: 'Báo giá chi tiết' }), 'error');
    await inStep(canvasElement, 'Báo giá chi tiết', MAZDA);
  },
};

/** Another staff member moves a job: the socket's repair_updated makes every open board read it again. */
export const LiveUpdate: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    await findCard(canvasElement, MAZDA);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    const index = workshop.jobs.findIndex((job) => job.vehicle.plate === MAZDA);
    workshop.jobs[index] = movedOn(workshop.jobs[index]!, 'diagnosis');
    const { _id, branch, step, version } = workshop.jobs[index]!;
    await waitFor(() => {
      server.emit(LIVE_EVENTS.repairUpdated, { id: _id, branch, step, version });
      return expect(within(stepSection(canvasElement, 'Chẩn đoán')).getByRole('article', { name: `Xe ${MAZDA}` })).toBeVisible();
    });
  },
};

/** Staff and text filters live in the address; a step from the start page shows as a removable chip. */
export const Filters: Story = {
  parameters: { route: '/manager/repairs?step=repair' },
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const address = () => canvas.getByTestId('location');
    await findCard(canvasElement, '60C-456.78');
    await expect(canvas.queryByRole('article', { name: `Xe ${MAZDA}` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ lọc: Bước: Sửa chữa' }));
    await findCard(canvasElement, MAZDA);

    await userEvent.selectOptions(canvas.getByLabelText('Nhân viên phụ trách'), demoWorkshopStaff[1].fullName);
    await waitFor(() => expect(address()).toHaveTextContent(`staff=${demoWorkshopStaff[1]._id}`));
    await expect(canvas.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual(['Xe 30G-135.79', 'Xe 51K-321.00', 'Xe 59A-909.09', 'Xe 51C-808.08']);

    await userEvent.selectOptions(canvas.getByLabelText('Nhân viên phụ trách'), 'Chưa phân công');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));

    await userEvent.selectOptions(canvas.getByLabelText('Nhân viên phụ trách'), 'Tất cả nhân viên');
    await userEvent.type(canvas.getByRole('searchbox', { name: /Biển số/ }), '51f 888{Enter}');
    await waitFor(() => expect(address()).toHaveTextContent('q=51f+888'));
    await expect(canvas.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([`Xe ${CITY}`]);
    await userEvent.clear(canvas.getByRole('searchbox', { name: /Biển số/ }));
    await userEvent.type(canvas.getByRole('searchbox', { name: /Biển số/ }), 'không có ai{Enter}');
    await expect(await canvas.findByText(messages.repairs.boardFilteredEmpty)).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach() {
    resetWorkshop([]);
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.repairs.boardEmpty)).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(listRepairs));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(http.get(listRepairs.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.repairs.boardLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await findCard(canvasElement, MAZDA);
  },
};

/** At phone width: a list of the steps that hold cars, one under the other, nothing sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await findCard(canvasElement, MAZDA);
    await expectNoSideScroll(canvasElement);
    const received = stepSection(canvasElement, 'Tiếp nhận').getBoundingClientRect();
    const inspection = stepSection(canvasElement, 'Kiểm tra').getBoundingClientRect();
    await expect(inspection.top).toBeGreaterThan(received.bottom - 1);
    await expect(Math.round(inspection.left)).toBe(Math.round(received.left));
    // Steps without cars are left out of the list.
    await expect(canvasElement.querySelector('[aria-label="Bước Chuẩn bị"]')).not.toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bước Kiểm tra' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nhận xe khách vãng lai' })).toBeVisible();
  },
};

/** The master sets a step's limit; only the changed step is sent, and the cards read the new limit. */
export const StepLimitsMaster: Story = {
  args: { isMaster: true },
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    await findCard(canvasElement, MAZDA);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thời hạn các bước' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Thời hạn các bước' }));
    const inspection = await dialog.findByLabelText('2. Kiểm tra');
    await expect(inspection).toHaveValue(60);
    await userEvent.clear(inspection);
    await userEvent.type(inspection, '0');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu thời hạn' }));
    await expect(await dialog.findByText(format(messages.repairs.stepLimitInvalid, { max: 43200 }))).toBeVisible();
    await expect(workshop.limitsSent).not.toHaveBeenCalled();
    await userEvent.clear(inspection);
    await userEvent.type(inspection, '20');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu thời hạn' }));
    await waitFor(() => expect(workshop.limitsSent).toHaveBeenCalledWith({ limits: { inspection: 20 } }));
    await expectToast(canvasElement, messages.repairs.limitsSaved, 'success');
    // The board is hidden from assistive technology until the dialog has gone.
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await within(card(canvasElement, MAZDA)).findByText('Quá hạn')).toBeVisible();
  },
};

/** Other staff read the limits but cannot change them. */
export const StepLimitsReadOnly: Story = {
  async play({ canvasElement }) {
    await findCard(canvasElement, MAZDA);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thời hạn các bước' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Thời hạn các bước' }));
    await expect(await dialog.findByText('Chỉ quản lý (Master) đổi được thời hạn.')).toBeVisible();
    await expect(dialog.getAllByText('1 giờ', { selector: 'dd' })).toHaveLength(5);
    await expect(dialog.getByText('Không giới hạn')).toBeVisible();
    await expect(dialog.queryByRole('spinbutton')).toBeNull();
    await expect(bodyOf(canvasElement).queryByRole('button', { name: 'Lưu thời hạn' })).toBeNull();
  },
};

/** A walk-in: what the desk must fill is asked for before anything is sent; a known plate fills the car in. */
export const WalkInCheckIn: Story = {
  async play({ canvasElement }) {
    await findCard(canvasElement, MAZDA);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nhận xe khách vãng lai' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận xe khách vãng lai' }));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Nhận xe' }));
    await expect(await dialog.findByText(messages.repairs.walkInNameRequired)).toBeVisible();
    await expect(dialog.getByText(messages.repairs.walkInPhoneRequired)).toBeVisible();
    await expect(dialog.getByText(messages.repairs.plateRequired)).toBeVisible();
    await expect(dialog.getByText(messages.repairs.odometerRequired)).toBeVisible();
    await expect(dialog.getByText(messages.repairs.fuelInvalid)).toBeVisible();
    await expect(dialog.getByText(messages.repairs.complaintRequired)).toBeVisible();
    await expect(dialog.getByText(messages.privacy.processingRequired)).toBeVisible();
    await expect(workshop.opened).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText(/Họ tên khách/), 'Nguyễn Văn An');
    await userEvent.type(dialog.getByLabelText(/Số điện thoại/), '0912345667');
    await userEvent.type(dialog.getByLabelText(/Biển số xe/), '51a12345');
    // The garage knows this Vios: its model and year fill in.
    await waitFor(() => expect(dialog.getByLabelText(/Dòng xe/)).toHaveValue('Toyota Vios'));
    await expect(dialog.getByLabelText(/Năm sản xuất/)).toHaveValue(2019);
    await userEvent.type(dialog.getByLabelText(/Số km/), '45100');
    await userEvent.click(dialog.getByRole('radio', { name: '1/2' }));
    await userEvent.type(dialog.getByLabelText(/Yêu cầu của khách/), 'Đèn báo động cơ sáng.');
    // The customer's consent, asked at the counter and ticked by the desk.
    await agreeToProcessing(dialog);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Nhận xe' }));
    await waitFor(() =>
      expect(workshop.opened).toHaveBeenCalledWith(
        expect.objectContaining({
          bookingId: null,
          branch: 'quan-12',
          fullName: 'Nguyễn Văn An',
          plate: '51A12345',
          model: 'Toyota Vios',
          year: 2019,
          odometerKm: 45100,
          fuelLevel: 50,
          consents: { noticeVersion: 1, processing: true, serviceMessages: false, marketing: false },
        }),
      ),
    );
    await expectToast(canvasElement, format(messages.repairs.openSuccess, { plate: '51A-123.45', code: 'NX01QZ' }), 'success');
  },
};

/** The car another customer brought last: its owner is shown, and the check-in goes only once the desk says it changed hands. */
export const CheckInOfAnotherOwnersCar: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(findVehicleByPlate.path, () =>
        HttpResponse.json(
          findVehicleByPlate.response.parse({
            _id: '65f0a0000000000000007b09',
            plate: '51K-246.80',
            model: 'Honda City',
            year: 2020,
            lastOdometerKm: 52_000,
            owner: { fullName: 'Võ Thị Hạnh', numberPhone: '0912345678', accountId: null, since: '2026-01-10T02:00:00.000Z' },
            warranties: [],
            suggestions: [],
            repairs: [],
          }),
        ),
      ),
    );
  },
  async play({ canvasElement }) {
    await findCard(canvasElement, MAZDA);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nhận xe khách vãng lai' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận xe khách vãng lai' }));
    await userEvent.type(dialog.getByLabelText(/Họ tên khách/), 'Ngô Văn Bình');
    await userEvent.type(dialog.getByLabelText(/Số điện thoại/), '0933 111 222');
    await userEvent.type(dialog.getByLabelText(/Biển số xe/), '51k24680');
    const owner = await dialog.findByText(/Xe này đang là xe của khách/);
    await expect(owner).toHaveTextContent('Xe này đang là xe của khách Võ Thị Hạnh (0912345678)');
    // The km as the desk types it, grouped as it is read.
    const km = dialog.getByLabelText(/Số km/);
    await userEvent.type(km, '61000');
    await expect(km).toHaveValue('61.000');
    await userEvent.click(dialog.getByRole('radio', { name: '1/2' }));
    await userEvent.type(dialog.getByLabelText(/Yêu cầu của khách/), 'Bảo dưỡng sau khi mua lại xe.');
    await userEvent.click(dialog.getByRole('checkbox', { name: messages.repairs.ownerChangeLabel }));
    await agreeToProcessing(dialog);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Nhận xe' }));
    await waitFor(() =>
      expect(workshop.opened).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Ngô Văn Bình', numberPhone: '0933111222', plate: '51K24680', odometerKm: 61_000, ownerChange: true })),
    );
  },
};

/** The owner typing their own phone another way is no change of hands: no question is asked. */
export const CheckInOfOwnCar: Story = {
  beforeEach: CheckInOfAnotherOwnersCar.beforeEach,
  async play({ canvasElement }) {
    await findCard(canvasElement, MAZDA);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nhận xe khách vãng lai' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận xe khách vãng lai' }));
    await userEvent.type(dialog.getByLabelText(/Số điện thoại/), '+84 912 345 678');
    await userEvent.type(dialog.getByLabelText(/Biển số xe/), '51K-246.80');
    await waitFor(() => expect(dialog.getByLabelText(/Dòng xe/)).toHaveValue('Honda City'));
    await expect(dialog.queryByText(/Xe này đang là xe của khách/)).toBeNull();
    await expect(dialog.queryByRole('checkbox', { name: messages.repairs.ownerChangeLabel })).toBeNull();
  },
};

const ACCENT = '43A-555.66';

/**
 * The customer answers the Accent's quote while the board is open: its card says 'Khách đã trả
 * lời' (no reload, and long after the alert's toast would have gone) until staff move it on.
 */
export const CustomerAnsweredStaysUntilMoved: Story = {
  globals: { viewport: { value: 'desktop' } },
  beforeEach() {
    const accent = jobAt('confirmation', 25, { code: 'R1A2QF', branch: 'quan-12', vehicle: { plate: ACCENT, model: 'Hyundai Accent', year: 2022 }, fullName: 'Đặng Quốc Huy', quote: makeQuote(brakeLines, { vatRate: 8 }) });
    resetWorkshop([...busyJobs(), accent]);
  },
  async play({ canvasElement }) {
    const before = within(await findCard(canvasElement, ACCENT));
    await expect(before.getByText('Chờ khách duyệt báo giá')).toBeVisible();
    await expect(before.queryByText(messages.quotes.customerAnswered)).toBeNull();
    await waitFor(() => expect(server.connections).toHaveLength(1));

    const index = workshop.jobs.findIndex((job) => job.vehicle.plate === ACCENT);
    const job = workshop.jobs[index]!;
    workshop.jobs[index] = { ...job, quote: answered(job.quote!, [true, true, false], 'Đặng Quốc Huy'), quoteState: 'answered', customerAnsweredAt: repairDemoNow.toISOString() };
    await waitFor(() => {
      server.emit(LIVE_EVENTS.repairUpdated, { id: job._id, branch: job.branch, step: job.step, version: job.version });
      return expect(within(card(canvasElement, ACCENT)).getByText(messages.quotes.customerAnswered)).toBeVisible();
    });

    await userEvent.click(within(card(canvasElement, ACCENT)).getByRole('button', { name: `Chuyển xe ${ACCENT} sang bước ${REPAIR_STEP_LABELS.preparation}` }));
    await inStep(canvasElement, REPAIR_STEP_LABELS.preparation, ACCENT);
    await waitFor(() => expect(within(card(canvasElement, ACCENT)).queryByText(messages.quotes.customerAnswered)).toBeNull());
  },
};

const CAMRY = '51G-777.21';

/**
 * At 'Kiểm tra lại' with a labour line nobody did, the card says so and offers no next step; 'Giao
 * việc' gives the line to a technician from the board, and the job's socket event brings the move back.
 */
export const QualityCheckWaitsForTechnicians: Story = {
  globals: { viewport: { value: 'desktop' } },
  beforeEach() {
    const camry = jobAt('recheck', 20, { code: 'R1A2QG', branch: 'quan-12', vehicle: { plate: CAMRY, model: 'Toyota Camry', year: 2020 }, fullName: 'Phan Thị Lan', unassignedLabour: 1, leadTechnician: { _id: demoTechnicians[0]!._id, fullName: demoTechnicians[0]!.fullName } });
    resetWorkshop([...busyJobs(), camry]);
    resetRepairClocks([[camry._id, brakeJobClocks()]]);
  },
  async play({ canvasElement }) {
    const before = within(await findCard(canvasElement, CAMRY));
    await expect(before.getByText(format(messages.workshop.cardUnassigned, { n: 1 }))).toBeVisible();
    await expect(before.getByText(`KTV: ${demoTechnicians[0]!.fullName}`)).toBeVisible();
    await expect(before.queryByRole('button', { name: `Chuyển xe ${CAMRY} sang bước ${REPAIR_STEP_LABELS.cleaning}` })).toBeNull();

    await userEvent.click(before.getByRole('button', { name: `Giao việc cho kỹ thuật viên, xe ${CAMRY}` }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: `Giao việc xe ${CAMRY}` }));
    const line = (await dialog.findByText('Xả gió hệ thống phanh')).closest('li')!;
    await within(within(line).getByLabelText('Kỹ thuật viên')).findByRole('option', { name: demoTechnicians[1]!.fullName });
    await userEvent.selectOptions(within(line).getByLabelText('Kỹ thuật viên'), demoTechnicians[1]!.fullName);
    await waitFor(() => expect(repairClocks.assigned).toHaveBeenCalledWith(expect.objectContaining({ technicianId: demoTechnicians[1]!._id })));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Xong' }));

    // The server tells every board of the assignment; the job's summary no longer counts the line.
    await waitFor(() => expect(server.connections).toHaveLength(1));
    const index = workshop.jobs.findIndex((job) => job.vehicle.plate === CAMRY);
    const job = workshop.jobs[index]!;
    workshop.jobs[index] = { ...job, unassignedLabour: 0 };
    await waitFor(() => {
      server.emit(LIVE_EVENTS.repairUpdated, { id: job._id, branch: job.branch, step: job.step, version: job.version });
      return expect(within(card(canvasElement, CAMRY)).getByRole('button', { name: `Chuyển xe ${CAMRY} sang bước ${REPAIR_STEP_LABELS.cleaning}` })).toBeVisible();
    });
    await expect(within(card(canvasElement, CAMRY)).queryByText(format(messages.workshop.cardUnassigned, { n: 1 }))).toBeNull();
  },
};
