import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { saveInspection, type SaveInspectionBody } from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import { clockLine, getWorkshopToday, moveWorkshopJob, type ClockBody } from '../../contract/workshop';
import { OFFLINE_PHOTOS_MAX_BYTES } from '../../contract/workshop-rules';
import { mockError, mockNetworkError, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { formatBytes } from '../../ui/image-files';
import { WorkshopScreen } from './workshop-screen';
import {
  brakeJob,
  diagnosisJob,
  keepOnDevice,
  keepWaiting,
  otherTechnician,
  runningLine,
  serviceJob,
  storyDevice,
  storyTechnician,
  StoryWorkshop,
  type StoryDevice,
} from './workshop-story-kit';

const sent = fn();
const sentTo = <T,>(path: string) => sent.mock.calls.filter(([endpoint]) => endpoint === path).map(([, body]) => body as T);
const todayReads = () => sent.mock.calls.filter(([endpoint]) => endpoint === 'GET today').length;

// Each story's tablet and server, made fresh before it runs (the render reads them).
let device: StoryDevice = storyDevice();
let workshop = new StoryWorkshop([]);

function serve(jobs: ConstructorParameters<typeof StoryWorkshop>[0], { online = true } = {}) {
  device = storyDevice({ online });
  workshop = new StoryWorkshop(jobs);
  return workshop.handlers(sent);
}

const meta = {
  title: 'features/workshop/WorkshopScreen',
  tags: ['screen'],
  component: WorkshopScreen,
  args: { accountId: storyTechnician._id },
  globals: { viewport: { value: 'laptop' } },
  render: (args) => <WorkshopScreen {...args} device={device} />,
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(...serve([brakeJob(), serviceJob(), diagnosisJob()]));
  },
} satisfies Meta<typeof WorkshopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, plate: string) => within(canvasElement).findByRole('article', { name: plate });
const lineRow = (cardElement: HTMLElement, description: string) => within(cardElement).getByRole('listitem', { name: description });
const clockOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-testid^="tablet-clock-"]')!;

/** Nothing scrolls sideways, and every button a finger presses is at least 48 px tall. */
async function expectTabletFit(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(root.clientWidth);
  const jobs = within(canvasElement).getByRole('region', { name: messages.workshopScreen.jobsLabel });
  const small = [...jobs.querySelectorAll<HTMLElement>('button, label:has(input[type="file"]), label:has(input[type="radio"])')]
    .filter((target) => target.getClientRects().length > 0 && !target.closest('ul[aria-label^="Ảnh bước"]'))
    .filter((target) => target.getBoundingClientRect().height < 48)
    .map((target) => target.textContent || target.getAttribute('aria-label'));
  await expect(small, 'targets under 48 px').toEqual([]);
}

/** A camera's picture: a PNG of `width`×`height` px. */
async function cameraPhoto(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#c4450c';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#132038';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], 'ma-phanh.png', { type: 'image/png' });
}

function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = reject;
    image.src = dataUrl;
  });
}

/** Three cars at 1024×768: the technician's lines with their clocks, the colleague's without buttons, the checklist to fill, the one the desk must open first; no price anywhere. */
export const TodayLines: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const brake = await card(canvasElement, '51A-123.45');
    await step('the header: who, where, which day, online', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Việc hôm nay' })).toBeVisible();
      await expect(canvas.getByText('Võ Văn Tài')).toBeVisible();
      await expect(canvas.getByText(/Chi nhánh Quận 12/)).toBeVisible();
      await expect(canvas.getByText('Thứ Tư, 11/03/2026')).toBeVisible();
      await expect(canvas.getByText(messages.workshopScreen.online)).toBeVisible();
      // Its text reads as a sentence (no dangling ' · ,'); the dots are drawn, not written.
      await expect(canvas.getByText('Võ Văn Tài').closest('p')).toHaveTextContent(/^Võ Văn Tài, Chi nhánh Quận 12, Thứ Tư, 11\/03\/2026$/);
      await expect(canvas.queryByTestId('outbox-waiting')).toBeNull();
    });
    await step('the brake job: model, complaint, step, photos, its lines', async () => {
      const job = within(brake);
      await expect(job.getByText('Toyota Vios 2019')).toBeVisible();
      await expect(job.getByText('Phanh kêu khi đạp mạnh, vô lăng rung ở tốc độ cao.')).toBeVisible();
      await expect(job.getByText('Sửa chữa', { selector: 'span' })).toBeVisible();
      await expect(job.getByText(messages.workshopScreen.youLead)).toBeVisible();
      await expect(job.getByRole('list', { name: 'Ảnh bước Tiếp nhận' }).querySelectorAll('img')).toHaveLength(2);
      const running = lineRow(brake, 'Thay má phanh trước');
      await expect(running).toHaveTextContent('Dự kiến 1,5 giờ');
      await expect(running).toHaveTextContent('Đang làm');
      await expect(clockOf(running)).toHaveTextContent('0:40');
      await expect(within(running).getByRole('button', { name: 'Tạm dừng' })).toBeVisible();
      await expect(within(running).getByRole('button', { name: 'Hoàn thành' })).toBeVisible();
      await expect(within(running).queryByRole('button', { name: 'Bắt đầu' })).toBeNull();
      const paused = lineRow(brake, 'Cân chỉnh thước lái');
      await expect(clockOf(paused)).toHaveTextContent('0:20');
      await expect(within(paused).getByRole('button', { name: 'Bắt đầu' })).toBeVisible();
      const colleague = lineRow(brake, 'Kiểm tra hệ thống điện');
      await expect(colleague).toHaveTextContent('Đặng Minh Luân');
      await expect(colleague).toHaveTextContent('Chưa bắt đầu');
      await expect(within(colleague).queryAllByRole('button')).toHaveLength(0);
      await expect(job.getByRole('button', { name: 'Chuyển sang bước "Kiểm tra lại"' })).toBeVisible();
      await expect(job.getByText('Má phanh trước')).toBeVisible();
      await expect(job.getByText(messages.workshopScreen.inspectionLocked)).toBeVisible();
    });
    await step('the service at Kiểm tra: its checklist to fill, with three toggles per point', async () => {
      const service = await card(canvasElement, '30G-456.78');
      const tyres = within(service).getByRole('group', { name: 'Lốp xe' });
      await expect(within(tyres).getByRole('radio', { name: 'Cần theo dõi' })).toBeChecked();
      await expect(within(tyres).getByRole('textbox', { name: 'Ghi chú' })).toHaveValue('Lốp sau mòn không đều.');
      await expect(within(service).getByText(format(messages.workshopScreen.lead, { name: otherTechnician.fullName }))).toBeVisible();
      await expect(within(service).getByRole('button', { name: 'Chuyển sang bước "Chẩn đoán"' })).toBeVisible();
    });
    await step('the diagnosis: its line done, the checklist still to be chosen at the desk', async () => {
      const diagnosis = await card(canvasElement, '51H-998.87');
      const done = lineRow(diagnosis, 'Chẩn đoán tiếng kêu gầm xe');
      await expect(done).toHaveTextContent('Đã xong');
      await expect(clockOf(done)).toHaveTextContent('0:50');
      await expect(within(done).queryAllByRole('button')).toHaveLength(0);
      await expect(within(diagnosis).getByText(messages.workshopScreen.inspectionMissing)).toBeVisible();
    });
    await expect(canvasElement).not.toHaveTextContent('₫');
    await expectTabletFit(canvasElement);
  },
};

/** Held upright (768×1024): the same day, one column, nothing sideways. */
export const TabletPortrait: Story = {
  globals: { viewport: { value: 'tablet' } },
  async play({ canvasElement }) {
    await card(canvasElement, '51A-123.45');
    await expectTabletFit(canvasElement);
  },
};

/** A clock that runs counts up on its own: 0:59, then 1:00 a few seconds later. */
export const RunningClock: Story = {
  beforeEach({ msw }) {
    msw.use(...serve([brakeJob({ lines: [runningLine('Thay dầu động cơ và lọc dầu', 3600 - 5)] })]));
  },
  async play({ canvasElement }) {
    const row = lineRow(await card(canvasElement, '51A-123.45'), 'Thay dầu động cơ và lọc dầu');
    await expect(row).toHaveTextContent('Đang làm');
    await expect(clockOf(row)).toHaveTextContent('0:59');
    await waitFor(() => expect(clockOf(row)).toHaveTextContent('1:00'), { timeout: 30_000 });
  },
};

/** Starting another line pauses the running one at once, as the server does; the tap goes out with its moment and key. */
export const StartAnotherLine: Story = {
  async play({ canvasElement }) {
    const brake = await card(canvasElement, '51A-123.45');
    const running = lineRow(brake, 'Thay má phanh trước');
    const paused = lineRow(brake, 'Cân chỉnh thước lái');
    await userEvent.click(within(paused).getByRole('button', { name: 'Bắt đầu' }));
    await waitFor(() => expect(paused).toHaveTextContent('Đang làm'));
    await expect(running).toHaveTextContent('Tạm dừng');
    await expect(clockOf(running)).toHaveTextContent('0:40');
    await waitFor(() => expect(sentTo<ClockBody>(clockLine.path)).toHaveLength(1));
    const [tap] = sentTo<ClockBody>(clockLine.path);
    await expect(tap).toMatchObject({ action: 'start', key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    // Sent and read again: the server says the same.
    await waitFor(() => expect(todayReads()).toBeGreaterThanOrEqual(2));
    await expect(paused).toHaveTextContent('Đang làm');
    await expect(running).toHaveTextContent('Tạm dừng');
    await expect(within(canvasElement).queryByTestId('outbox-waiting')).toBeNull();
  },
};

/** The Wi-Fi drops: pause and finish still work, the screen says two taps wait; when it is back they go out in order and the day is read again. */
export const OfflineWithEventsWaiting: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const row = lineRow(await card(canvasElement, '51A-123.45'), 'Thay má phanh trước');
    device.goOffline();
    await expect(await canvas.findByText(messages.workshopScreen.offline)).toBeVisible();
    await step('pause and finish offline', async () => {
      await userEvent.click(within(row).getByRole('button', { name: 'Tạm dừng' }));
      await waitFor(() => expect(row).toHaveTextContent('Tạm dừng'));
      await userEvent.click(within(row).getByRole('button', { name: 'Hoàn thành' }));
      await waitFor(() => expect(row).toHaveTextContent('Đã xong'));
      await expect(clockOf(row)).toHaveTextContent('0:40');
      await expect(canvas.getByTestId('outbox-waiting')).toHaveTextContent(format(messages.workshopScreen.waiting, { count: 2 }));
      await expect(sentTo(clockLine.path)).toEqual([]);
      await expect((await device.waiting()).map((item) => (item.kind === 'clock' ? item.action : item.kind))).toEqual(['pause', 'finish']);
    });
    await step('back online: sent in order with their keys, nothing waits, the day read again', async () => {
      const keys = (await device.waiting()).map((item) => item.key);
      device.goOnline();
      await waitFor(() => expect(canvas.queryByTestId('outbox-waiting')).toBeNull());
      await expect(sentTo<ClockBody>(clockLine.path).map((body) => [body.action, body.key])).toEqual([
        ['pause', keys[0]],
        ['finish', keys[1]],
      ]);
      await expect(canvas.getByText(messages.workshopScreen.online)).toBeVisible();
      await waitFor(() => expect(todayReads()).toBeGreaterThanOrEqual(2));
      await expect(row).toHaveTextContent('Đã xong');
      await expect(clockOf(row)).toHaveTextContent('0:40');
    });
  },
};

/** A photo from the camera offline: made 1600 px JPEG, shown at once, the save waits with it and goes out when the Wi-Fi is back. */
export const CameraPhotoAdded: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const service = await card(canvasElement, '30G-456.78');
    const brakes = within(service).getByRole('group', { name: 'Má phanh' });
    device.goOffline();
    await step('take a photo and rate the point', async () => {
      await userEvent.upload(within(brakes).getByLabelText(messages.workshopScreen.takePhoto), await cameraPhoto(2400, 1800));
      await expect(await within(brakes).findByRole('img', { name: 'Ảnh 1 của hạng mục Má phanh' })).toBeVisible();
      await userEvent.click(within(brakes).getByRole('radio', { name: 'Cần theo dõi' }));
      await userEvent.type(within(brakes).getByRole('textbox', { name: 'Ghi chú' }), 'Má phanh sau còn 3 mm.');
    });
    await step('save: kept on the tablet, one thing waiting', async () => {
      await userEvent.click(within(service).getByRole('button', { name: messages.workshopScreen.saveInspection }));
      await expectToast(canvasElement, format(messages.workshopScreen.inspectionKept, { plate: '30G-456.78' }), 'info');
      await expect(canvas.getByTestId('outbox-waiting')).toHaveTextContent(format(messages.workshopScreen.waiting, { count: 1 }));
      await expect(within(service).getByText(messages.workshopScreen.inspectionWaiting)).toBeVisible();
      await expect(sentTo(saveInspection.path)).toEqual([]);
    });
    await step('online: the save goes out with the version it started from and the photo as a JPEG of 1600 px', async () => {
      device.goOnline();
      await expectToast(canvasElement, format(messages.workshopScreen.inspectionSent, { plate: '30G-456.78' }), 'success');
      const [body] = sentTo<SaveInspectionBody>(saveInspection.path);
      await expect(body!.version).toBe(1);
      const point = body!.points.find((candidate) => candidate.photos.length > 0)!;
      await expect(point).toMatchObject({ status: 'watch', note: 'Má phanh sau còn 3 mm.' });
      await expect(point.photos[0]).toMatch(/^data:image\/jpeg;base64,/);
      await expect(await imageSize(point.photos[0]!)).toEqual({ width: 1600, height: 1200 });
      await waitFor(() => expect(canvas.queryByTestId('outbox-waiting')).toBeNull());
    });
  },
};

/** Photos already waiting fill the tablet's allowance: a further one is refused in words, nothing else changes. */
export const PhotoOverOfflineLimit: Story = {
  async beforeEach() {
    device.goOffline();
    const brake = workshop.jobs[0]!;
    const bigPhoto = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((OFFLINE_PHOTOS_MAX_BYTES * 4) / 3))}`;
    await keepWaiting(device, [
      {
        kind: 'inspection',
        key: 'waiting-brake-save',
        at: '2026-03-11T02:30:00.000Z',
        repairId: brake._id,
        plate: '51A-123.45',
        body: { templateId: brake.inspection!.templateId!, version: brake.inspection!.version, points: brake.inspection!.points.map((kept, index) => ({ ...kept, photos: index === 0 ? [bigPhoto] : [] })) },
      },
    ]);
  },
  async play({ canvasElement }) {
    const service = await card(canvasElement, '30G-456.78');
    await expect(within(canvasElement).getByTestId('outbox-waiting')).toHaveTextContent(format(messages.workshopScreen.waiting, { count: 1 }));
    const brakes = within(service).getByRole('group', { name: 'Má phanh' });
    await userEvent.upload(within(brakes).getByLabelText(messages.workshopScreen.takePhoto), await cameraPhoto(800, 600));
    await expect(await within(brakes).findByRole('alert')).toHaveTextContent(format(messages.workshopScreen.photosFull, { max: formatBytes(OFFLINE_PHOTOS_MAX_BYTES) }));
    await expect(within(brakes).queryByRole('img')).toBeNull();
  },
};

/** The desk gave the line to someone else meanwhile: the tap is refused, said in the server's words, and the day is read again. */
export const TapRefused: Story = {
  async play({ canvasElement }) {
    const brake = await card(canvasElement, '51A-123.45');
    workshop.jobs[0]!.lines[1]!.technician = otherTechnician;
    await userEvent.click(within(lineRow(brake, 'Cân chỉnh thước lái')).getByRole('button', { name: 'Bắt đầu' }));
    await expectToast(
      canvasElement,
      format(messages.workshopScreen.clockDropped, { action: 'Bắt đầu', line: 'Cân chỉnh thước lái', plate: '51A-123.45', reason: messages.workshop.notYourLine }),
      'error',
    );
    await waitFor(() => expect(within(lineRow(brake, 'Cân chỉnh thước lái')).queryAllByRole('button')).toHaveLength(0));
    await expect(lineRow(brake, 'Cân chỉnh thước lái')).toHaveTextContent('Đặng Minh Luân');
    await expect(within(canvasElement).queryByTestId('outbox-waiting')).toBeNull();
  },
};

/** Moving the car on: asked once more, sent with the job's version; the card shows the new step and the next move. */
export const MoveToNextStep: Story = {
  async play({ canvasElement }) {
    const brake = await card(canvasElement, '51A-123.45');
    await userEvent.click(within(brake).getByRole('button', { name: 'Chuyển sang bước "Kiểm tra lại"' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Chuyển xe 51A-123.45 sang bước "Kiểm tra lại"?' }));
    await userEvent.click(dialog.getByRole('button', { name: messages.workshopScreen.moveConfirm }));
    await expectToast(canvasElement, format(messages.repairs.moveSuccess, { plate: '51A-123.45', step: 'Kiểm tra lại' }), 'success');
    await expect(sentTo(moveWorkshopJob.path)).toEqual([{ version: 6 }]);
    await expect(await within(brake).findByRole('button', { name: 'Chuyển sang bước "Vệ sinh"' })).toBeVisible();
    await expect(within(brake).getByText('Kiểm tra lại', { selector: 'span' })).toBeVisible();
  },
};

/** Someone moved the car at the desk meanwhile: the server's 409 in its words, and the card reads the job again. */
export const MoveRefusedStale: Story = {
  async play({ canvasElement }) {
    const brake = await card(canvasElement, '51A-123.45');
    const job = workshop.jobs[0]!;
    job.step = 'recheck';
    job.version = 7;
    await userEvent.click(within(brake).getByRole('button', { name: 'Chuyển sang bước "Kiểm tra lại"' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: messages.workshopScreen.moveConfirm }));
    await expectToast(canvasElement, format(messages.repairs.stale, { step: 'Kiểm tra lại' }), 'error');
    await expect(await within(brake).findByRole('button', { name: 'Chuyển sang bước "Vệ sinh"' })).toBeVisible();
  },
};

/** Opened with no connection after an earlier visit: the day kept on the tablet, said to be from then, taps still work. */
export const OpenedOfflineFromDevice: Story = {
  async beforeEach({ msw }) {
    device.goOffline();
    await keepOnDevice(device, workshop, 10);
    msw.use(mockNetworkError(getWorkshopToday));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const brake = await card(canvasElement, '51A-123.45');
    await expect(canvas.getByText(format(messages.workshopScreen.fromDevice, { time: '09:50 11/03/2026' }))).toBeVisible();
    await expect(canvas.getByText(messages.workshopScreen.offline)).toBeVisible();
    const paused = lineRow(brake, 'Cân chỉnh thước lái');
    await userEvent.click(within(paused).getByRole('button', { name: 'Bắt đầu' }));
    await waitFor(() => expect(paused).toHaveTextContent('Đang làm'));
    await expect(canvas.getByTestId('outbox-waiting')).toHaveTextContent(format(messages.workshopScreen.waiting, { count: 1 }));
  },
};

/** Nothing given to this technician today. */
export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(...serve([]));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.workshopScreen.empty)).toBeVisible();
    await expect(within(canvasElement).getByText('Võ Văn Tài')).toBeVisible();
  },
};

/** The day on its way. */
export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getWorkshopToday));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.workshopScreen.loading)).toBeInTheDocument();
  },
};

/** The server failed: said so, and 'Thử lại' reads the day again. */
export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    let failures = 1;
    msw.use(
      http.get(getWorkshopToday.path, () => {
        if (failures-- > 0) return HttpResponse.json({ message: messages.common.serverError }, { status: 500 });
        return HttpResponse.json(workshop.today());
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.workshopScreen.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(await card(canvasElement, '51A-123.45')).toBeVisible();
  },
};

/** A technician the master has not given a branch yet: the server's words. */
export const NoBranch: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getWorkshopToday, 403, messages.workshop.noBranch));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: messages.workshopScreen.refusedTitle })).toBeVisible();
    await expect(canvas.getByText(messages.workshop.noBranch)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  },
};

/** A customer's account opens /xuong: refused in the server's words. */
export const CustomerRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getWorkshopToday, 403, messages.workshop.technicianOnly));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.workshop.technicianOnly)).toBeVisible();
  },
};

/** On a phone (375 px) it still works: one column, big buttons, nothing sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const brake = await card(canvasElement, '51A-123.45');
    await expect(within(lineRow(brake, 'Thay má phanh trước')).getByRole('button', { name: 'Tạm dừng' })).toBeVisible();
    await expectTabletFit(canvasElement);
  },
};
