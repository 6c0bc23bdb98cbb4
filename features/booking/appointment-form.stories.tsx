import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { createBooking, getAvailability, IDEMPOTENCY_HEADER } from '../../contract/bookings';
import { BOOKING_MAX_DAYS_AHEAD } from '../../contract/constants';
import { CITY_BRANCHES, type BranchId } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { listProducts } from '../../contract/products';
import { availabilityFor, makeBooking } from '../../mocks/data/bookings';
import { demoProducts } from '../../mocks/data/products';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { agreeToProcessing, consentBoxOf } from '../../entities/privacy/consent-story-kit';
import { privacyNoticeKey } from '../../entities/privacy/get-privacy-notice';
import { demoPrivacyNotice } from '../../mocks/privacy-notice-handler';
import { ToastProvider } from '../../ui/toast';
import { AppointmentForm } from './appointment-form';

/** A fixed "today", so the stories do not depend on the day they run. */
const TODAY = '2030-06-10';
const TOMORROW = '2030-06-11';

/** The day and branch asked for; at Quận 12 10:00 and 15:00 are full, at Thủ Đức 08:00. */
function slotsAsked(request: Request) {
  const query = new URL(request.url).searchParams;
  const branch = (query.get('branch') ?? 'quan-12') as BranchId;
  return availabilityFor(query.get('date') ?? TODAY, branch === 'thu-duc' ? ['08:00'] : ['10:00', '15:00'], 3, branch);
}

const meta = {
  title: 'features/booking/AppointmentForm',
  component: AppointmentForm,
  args: { today: TODAY, branches: CITY_BRANCHES },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      mockOk(getAvailability, slotsAsked),
      mockOk(listProducts, demoProducts),
    );
  },
} satisfies Meta<typeof AppointmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: string | RegExp) => canvas.getByLabelText(name, { exact: false });

async function fillValid(canvas: Canvas, date = TOMORROW) {
  await userEvent.type(field(canvas, 'Họ và tên'), 'Nguyễn Văn An');
  await userEvent.type(field(canvas, 'Số điện thoại'), '0912345678');
  await userEvent.click(canvas.getByRole('radio', { name: /Chi nhánh Thủ Đức/ }));
  fireEvent.change(field(canvas, 'Ngày hẹn'), { target: { value: date } });
  await userEvent.click(await canvas.findByRole('radio', { name: '09:00' }));
  await userEvent.type(field(canvas, 'Lời nhắn'), 'Bảo dưỡng 40.000 km, xe Vios 51A-123.45');
  // The visitor's own tick: nothing is sent without it.
  await agreeToProcessing(canvasRoot(canvas));
}

/** The element a canvas queries (the story's root), for the consent steps that take an element. */
const canvasRoot = (canvas: Canvas) => canvas.getByRole('form', { name: 'Đặt lịch hẹn' });

export const Empty: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.lookup.pickBranchAndDate)).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: /Khung giờ/ })).getAllByRole('radio')).toHaveLength(8);
    await expect(canvas.queryByRole('radio', { name: '12:00' })).toBeNull();
    const branches = within(canvas.getByRole('group', { name: /Chi nhánh/ })).getAllByRole('radio');
    await expect(branches.map((radio) => radio.closest('label')?.textContent)).toEqual(CITY_BRANCHES.map((branch) => `${branch.name}${branch.address}`));
    for (const radio of branches) await expect(radio).not.toBeChecked();
  },
};

/** Sending an empty form names every required field. */
export const RequiredMessages: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    for (const text of [
      messages.validation.fullNameRequired,
      messages.validation.phoneRequired,
      messages.bookings.branchRequired,
      messages.bookings.dateRequired,
      messages.bookings.timeSlotRequired,
      messages.bookings.descriptionRequired,
      // The consent box is never ticked for the visitor: it is missing too.
      messages.privacy.processingRequired,
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
    await expect(field(canvas, 'Họ và tên')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, 'Họ và tên')).toHaveFocus();
  },
};

export const PhoneMustHaveTenDigits: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.clear(field(canvas, 'Số điện thoại'));
    await userEvent.type(field(canvas, 'Số điện thoại'), '091234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await canvas.findByText(messages.validation.phoneInvalid)).toBeVisible();
  },
};

export const DateBeforeToday: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    fireEvent.change(field(canvas, 'Ngày hẹn'), { target: { value: '2030-06-09' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await canvas.findByText(messages.bookings.dateInPast)).toBeVisible();
  },
};

const carBodies: unknown[] = [];

/** The branch, the service chosen from the catalogue, the car model and plate go with the request; the plate in capitals, as the server keeps it. */
export const WithCarDetails: Story = {
  beforeEach({ msw }) {
    carBodies.length = 0;
    msw.use(
      mockOk(createBooking, async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        carBodies.push(body);
        return makeBooking({ date: TOMORROW, timeSlot: '09:00', branch: 'thu-duc', carPlate: '51A-123.45', carModel: 'Toyota Vios 2019' });
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.type(field(canvas, 'Dòng xe'), 'Toyota Vios 2019');
    await userEvent.type(field(canvas, 'Biển số xe'), ' 51a-123.45 ');
    const service = demoProducts[1]!;
    await waitFor(() => expect(canvas.getByRole('option', { name: service.name })).toBeInTheDocument());
    await userEvent.selectOptions(field(canvas, 'Dịch vụ'), service.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(messages.bookings.createSuccess)).toBeVisible();
    await expect(carBodies).toEqual([
      expect.objectContaining({ branch: 'thu-duc', carModel: 'Toyota Vios 2019', carPlate: '51A-123.45', productId: service._id }),
    ]);
  },
};

/** A plate that is not one is named before anything is sent. */
export const PlateInvalid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.type(field(canvas, 'Biển số xe'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await canvas.findByText(messages.bookings.plateInvalid)).toBeVisible();
    await expect(field(canvas, 'Biển số xe')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Full slots of the chosen day at the chosen branch cannot be picked; each branch has its own places. */
export const FullSlotsDisabled: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    fireEvent.change(field(canvas, 'Ngày hẹn'), { target: { value: TOMORROW } });
    // No branch yet: no places to show.
    await expect(canvas.getByText(messages.lookup.pickBranchAndDate)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Chi nhánh Quận 12/ }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: /10:00/ })).toBeDisabled());
    await expect(canvas.getByRole('radio', { name: /15:00/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /10:00/ }).closest('label')).toHaveTextContent('Đã kín');
    await expect(canvas.getByRole('radio', { name: '09:00' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Chi nhánh Thủ Đức/ }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: /08:00/ })).toBeDisabled());
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeEnabled();
  },
};

/**
 * Signed out, a slot whose share for visitors without an account is taken cannot be picked and
 * says that signing in books one of the places left (those are for signed-in customers and the desk).
 */
export const SignInForLastPlaces: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getAvailability, (request) => availabilityFor(new URL(request.url).searchParams.get('date') ?? TODAY, ['15:00'], 3, 'quan-12', null, ['09:00'])));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Chi nhánh Quận 12/ }));
    fireEvent.change(field(canvas, 'Ngày hẹn'), { target: { value: TOMORROW } });
    await waitFor(() => expect(canvas.getByRole('radio', { name: /09:00/ })).toBeDisabled());
    await expect(canvas.getByRole('radio', { name: /09:00/ }).closest('label')).toHaveTextContent(messages.bookings.slotSignInLabel);
    await expect(canvas.getByRole('radio', { name: /15:00/ }).closest('label')).toHaveTextContent(messages.bookings.slotFullLabel);
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeEnabled();
  },
};

/** A day the branch is closed says why, and none of its slots can be picked. */
export const BranchClosedThatDay: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getAvailability, (request) => availabilityFor(new URL(request.url).searchParams.get('date') ?? TODAY, [], 3, 'quan-12', 'Nghỉ Tết Nguyên Đán')));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Chi nhánh Quận 12/ }));
    fireEvent.change(field(canvas, 'Ngày hẹn'), { target: { value: TOMORROW } });
    await expect(await canvas.findByText(format(messages.lookup.branchClosed, { reason: 'Nghỉ Tết Nguyên Đán' }))).toBeVisible();
    for (const radio of within(canvas.getByRole('group', { name: /Khung giờ/ })).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** A slot picked for one day is dropped when the new day has it full. */
export const PickedSlotBecomesFull: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Chi nhánh Quận 12/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '10:00' }));
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeChecked();
    fireEvent.change(field(canvas, 'Ngày hẹn'), { target: { value: TOMORROW } });
    await waitFor(() => expect(canvas.getByRole('radio', { name: /10:00/ })).not.toBeChecked());
  },
};

/** While sending, every field is disabled and the button says so. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(createBooking.path, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    const button = await canvas.findByRole('button', { name: messages.common.sending });
    await expect(button).toBeDisabled();
    await expect(field(canvas, 'Họ và tên')).toBeDisabled();
    await expect(field(canvas, 'Lời nhắn')).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '09:00' })).toBeDisabled();
  },
};

/** Booked: the summary with the reference takes the form's place and the focus; 'Đặt thêm lịch hẹn' brings back an empty form. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(
        createBooking,
        async (request) => {
          const body = (await request.json()) as { fullName: string; numberPhone: string; date: string; timeSlot: '09:00'; description: string; branch: 'thu-duc' };
          return makeBooking({ ...body, status: 'pending', code: 'K7M2QX' });
        },
        { delayMs: 300 },
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    const summary = await canvas.findByRole('region', { name: messages.bookings.createSuccess });
    await waitFor(() => expect(canvas.getByRole('heading', { name: messages.bookings.createSuccess })).toHaveFocus());
    await expect(canvas.queryByRole('form', { name: 'Đặt lịch hẹn' })).toBeNull();
    await expect(within(summary).getByText('K7M2QX')).toBeVisible();
    await expect(summary).toHaveTextContent('Chi nhánh Thủ Đức');
    await expect(summary).toHaveTextContent('09:00 · Thứ Ba, 11/06/2030');
    await userEvent.click(within(summary).getByRole('button', { name: 'Đặt thêm lịch hẹn' }));
    // The form is ready for the next request.
    await waitFor(() => expect(field(canvas, 'Họ và tên')).toHaveFocus());
    await expect(field(canvas, 'Họ và tên')).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: /Chi nhánh Thủ Đức/ })).not.toBeChecked();
  },
};

const hydratedSent = fn();

/**
 * A slow phone: the server's form is used before its script arrives (a name typed, Thủ Đức
 * tapped, a day picked), then React hydrates it. The form starts from what the page holds: the
 * slots of that branch and day show, and the request goes with them; no refusal in zod's words.
 */
/** The page's calls in flight, awaited to their last byte and handled: a story's own root may then go. */
function trackFetches() {
  const original = globalThis.fetch;
  const inFlight = new Set<Promise<unknown>>();
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    const answer = original(...args);
    const done = answer.then((response) => response.clone().arrayBuffer()).catch(() => undefined);
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return answer;
  };
  return {
    async settled() {
      await waitFor(() => expect(inFlight.size).toBe(0));
      // The caller reads the body after the last byte came: one more turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}

export const KeepsChoicesMadeBeforeItsScript: Story = {
  beforeEach({ msw }) {
    hydratedSent.mockClear();
    msw.use(
      mockOk(createBooking, async (request) => {
        const body = (await request.json()) as { fullName: string; numberPhone: string; date: string; timeSlot: '09:00'; description: string; branch: 'thu-duc' };
        hydratedSent(body);
        return makeBooking({ ...body, status: 'pending', code: 'K7M2QX' });
      }),
    );
  },
  // The story's own root is not used: the form is drawn to HTML and hydrated in the play function.
  render: () => <></>,
  async play({ canvasElement }) {
    const tree = (
      <MemoryRouter initialEntries={['/lien-he']}>
        {/* As on the page the server draws: the notice the consent boxes name comes with the page's data, so hydration draws what the HTML holds. */}
        <SWRConfig value={{ provider: () => new Map(), fallback: { [privacyNoticeKey]: demoPrivacyNotice }, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
          <ToastProvider>
            <AppointmentForm today={TODAY} branches={CITY_BRANCHES} />
          </ToastProvider>
        </SWRConfig>
      </MemoryRouter>
    );
    const host = document.createElement('div');
    host.className = 'max-w-2xl';
    canvasElement.appendChild(host);
    host.innerHTML = renderToString(tree);
    const page = within(host);
    await userEvent.type(field(page, 'Họ và tên'), 'Nguyễn Văn An');
    await userEvent.type(field(page, 'Số điện thoại'), '0912345678');
    await userEvent.click(page.getByRole('radio', { name: /Chi nhánh Thủ Đức/ }));
    fireEvent.change(field(page, 'Ngày hẹn'), { target: { value: TOMORROW } });
    await userEvent.type(field(page, 'Lời nhắn'), 'Thay dầu');

    const fetches = trackFetches();
    const root = hydrateRoot(host, tree);
    try {
      // Only a form that kept Thủ Đức and the day asks for their slots: 08:00 is full there.
      await expect(await page.findByText(messages.bookings.slotFullLabel)).toBeVisible();
      await expect(page.getByRole('radio', { name: /Chi nhánh Thủ Đức/ })).toBeChecked();
      await expect(field(page, 'Họ và tên')).toHaveValue('Nguyễn Văn An');
      await userEvent.click(page.getByRole('radio', { name: '09:00' }));
      await agreeToProcessing(host);
      await userEvent.click(page.getByRole('button', { name: 'Đặt lịch hẹn' }));
      await waitFor(() => expect(hydratedSent).toHaveBeenCalledTimes(1));
      await expect(hydratedSent).toHaveBeenCalledWith(
        expect.objectContaining({ fullName: 'Nguyễn Văn An', numberPhone: '0912345678', branch: 'thu-duc', date: TOMORROW, timeSlot: '09:00', description: 'Thay dầu' }),
      );
      await expect(host).not.toHaveTextContent(/mong đợi|nhận được/);
      await expect(await page.findByRole('region', { name: messages.bookings.createSuccess })).toHaveTextContent('K7M2QX');
      // A booking makes the form ask for the day's slots again; the root goes only once that answer
      // is in (SWR forgets its cache when the root goes, and an answer after that throws in SWR).
      await fetches.settled();
    } finally {
      fetches.restore();
      root.unmount();
      host.remove();
    }
  },
};

// A real 1×1 PNG, so the preview can show it.
const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const png = (name: string) => new File([pngBytes], name, { type: 'image/png' });
const sentBodies: unknown[] = [];

/** Optional pictures go with the request as data URLs; each can be removed before sending. */
export const WithImages: Story = {
  beforeEach({ msw }) {
    sentBodies.length = 0;
    msw.use(
      mockOk(createBooking, async (request) => {
        const body = (await request.json()) as { images: string[] };
        sentBodies.push(body);
        return makeBooking({ date: TOMORROW, timeSlot: '09:00', images: body.images.map((_, index) => `/media/anh-${index}.png`) });
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    const picker = canvas.getByLabelText(/Chọn ảnh/);
    await userEvent.upload(picker, [png('truoc.png'), png('sau.png')]);
    await expect(await canvas.findByRole('img', { name: 'Ảnh đã chọn 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa ảnh 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(messages.bookings.createSuccess)).toBeVisible();
    await expect(sentBodies).toHaveLength(1);
    const { images } = sentBodies[0] as { images: string[] };
    await expect(images).toHaveLength(1);
    await expect(images[0]).toMatch(/^data:image\/png;base64,/);
    // Cleared for the next request.
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Ảnh đã chọn 1' })).toBeNull());
  },
};

/** The server's own message is shown as it comes, e.g. a slot taken meanwhile. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createBooking, 409, messages.bookings.slotFull));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await body.findByText(messages.bookings.slotFull)).toBeVisible();
    // What was typed is kept, so the visitor only picks another slot.
    await expect(field(canvas, 'Họ và tên')).toHaveValue('Nguyễn Văn An');
  },
};

/** A failure that carries no text of its own falls back to the generic message. */
export const UnknownError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createBooking, 500, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(messages.common.unknownError)).toBeVisible();
  },
};

const sentKeys: Array<string | null> = [];

/**
 * An answer lost on the way (here a 503) and the visitor sends again: the same submission
 * carries the same Idempotency-Key, so the server answers the first booking instead of
 * making a second. The next appointment gets a new key.
 */
export const RetryKeepsKey: Story = {
  beforeEach({ msw }) {
    sentKeys.length = 0;
    msw.use(
      http.post(createBooking.path, async ({ request }) => {
        sentKeys.push(request.headers.get(IDEMPOTENCY_HEADER));
        if (sentKeys.length === 1) return HttpResponse.json({ message: messages.common.serverError }, { status: 503 });
        const body = (await request.json()) as { date: string };
        return HttpResponse.json(createBooking.response.parse(makeBooking({ date: body.date, timeSlot: '09:00' })), { status: 201 });
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await body.findByText(messages.common.serverError)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Đặt lịch hẹn' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await body.findByText(messages.bookings.createSuccess)).toBeVisible();
    await expect(sentKeys).toHaveLength(2);
    await expect(sentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(sentKeys[1]).toBe(sentKeys[0]);

    await userEvent.click(await canvas.findByRole('button', { name: 'Đặt thêm lịch hẹn' }));
    await waitFor(() => expect(field(canvas, 'Họ và tên')).toHaveValue(''));
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await waitFor(() => expect(sentKeys).toHaveLength(3));
    await expect(sentKeys[2]).not.toBe(sentKeys[0]);
  },
};

/** Appointments are taken up to 90 days ahead: a later day is named as such and nothing is sent. */
export const TooFarAhead: Story = {
  beforeEach({ msw }) {
    sentKeys.length = 0;
    msw.use(
      http.post(createBooking.path, ({ request }) => {
        sentKeys.push(request.headers.get(IDEMPOTENCY_HEADER));
        return HttpResponse.json({ message: messages.common.serverError }, { status: 500 });
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // TODAY is 2030-06-10: 90 days ahead is 2030-09-08.
    await fillValid(canvas, '2030-09-09');
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await canvas.findByText(format(messages.bookings.dateTooFar, { days: BOOKING_MAX_DAYS_AHEAD }))).toBeVisible();
    await expect(sentKeys).toEqual([]);
  },
};

export const AvailabilityError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getAvailability, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Chi nhánh Quận 12/ }));
    fireEvent.change(field(canvas, 'Ngày hẹn'), { target: { value: TOMORROW } });
    await expect(await canvas.findByText(messages.bookings.availabilityFailed)).toBeVisible();
    // The server still checks the slot when the request arrives.
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeEnabled();
  },
};

const consentBodies: unknown[] = [];

/** The consent goes with the booking: the notice's version the boxes named, processing, and the optional choices as ticked. */
export const SendsConsents: Story = {
  beforeEach({ msw }) {
    consentBodies.length = 0;
    msw.use(
      mockOk(createBooking, async (request) => {
        const body = (await request.json()) as { date: string };
        consentBodies.push(body);
        return makeBooking({ date: body.date, timeSlot: '09:00' });
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: format(messages.consentForms.noticeLink, { version: 1 }) })).toHaveAttribute('href', '/chinh-sach-bao-mat');
    await fillValid(canvas);
    await userEvent.click(consentBoxOf(canvasRoot(canvas), 'serviceMessages'));
    // Processing unticked again: the send is refused before anything goes.
    await userEvent.click(consentBoxOf(canvasRoot(canvas)));
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await canvas.findByText(messages.privacy.processingRequired)).toBeVisible();
    await expect(consentBodies).toHaveLength(0);
    await userEvent.click(consentBoxOf(canvasRoot(canvas)));
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await waitFor(() => expect(consentBodies).toHaveLength(1));
    await expect(consentBodies[0]).toMatchObject({ consents: { noticeVersion: 1, processing: true, serviceMessages: true, marketing: false } });
  },
};
