import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createDeskBooking, getAvailability, type DeskBookingBody } from '../../../contract/bookings';
import { formatDay, garageToday } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { listProducts } from '../../../contract/products';
import { availabilityFor, makeBooking } from '../../../mocks/data/bookings';
import { demoProducts } from '../../../mocks/data/products';
import { mockError, mockOk } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { agreeToProcessing, consentBoxOf } from '../../../entities/privacy/consent-story-kit';
import { shiftDay } from './board-day';
import { DeskBookingDialog } from './desk-booking-dialog';

const today = garageToday();
/** Two days ahead: no slot of it has begun, whatever the hour the story runs. */
const day = shiftDay(today, 2);

/** Quận 12 has 11:00 full that day; Thủ Đức (4 places) has room everywhere. */
const availabilityHandler = () =>
  mockOk(getAvailability, (request) => {
    const query = new URL(request.url).searchParams;
    const branch = (query.get('branch') ?? 'quan-12') as BranchId;
    return branch === 'thu-duc' ? availabilityFor(query.get('date') ?? day, [], 4, 'thu-duc') : availabilityFor(query.get('date') ?? day, ['11:00'], 3, 'quan-12');
  });

const sent = fn();

/** The server as the desk meets it: books what it is sent, with the reference K7M2QX. */
const bookedHandler = () =>
  mockOk(
    createDeskBooking,
    async (request) => {
      const body = (await request.json()) as DeskBookingBody;
      sent(body);
      return makeBooking({ ...body, code: 'K7M2QX', productId: null, description: body.description ?? '', carPlate: body.carPlate ?? '', carModel: body.carModel ?? '' });
    },
    { status: 201 },
  );

const meta = {
  title: 'features/manager/day-board/DeskBookingDialog',
  component: DeskBookingDialog,
  args: { branch: 'quan-12', day, today, onShow: fn() },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(availabilityHandler(), mockOk(listProducts, demoProducts), bookedHandler());
  },
} satisfies Meta<typeof DeskBookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog; returns its form. */
async function openForm(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đặt lịch cho khách' }));
  const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Đặt lịch cho khách' });
  return within(within(dialog).getByRole('form', { name: 'Đặt lịch cho khách' }));
}

/** Fills the caller's name and phone and picks a slot (10:00 is open every day of the week). */
async function fillCaller(form: ReturnType<typeof within>, { phone = '0912345678', slot = '10:00' } = {}) {
  await userEvent.type(form.getByRole('textbox', { name: /Họ tên/ }), 'Phạm Thị Thu');
  await userEvent.type(form.getByRole('textbox', { name: /Số điện thoại/ }), phone);
  const chip = await form.findByRole('radio', { name: new RegExp(`^${slot}`) });
  await waitFor(() => expect(chip).toBeEnabled());
  await userEvent.click(chip);
  // The caller agreed on the phone: the desk ticks the box.
  await agreeToProcessing(form);
}

const submit = (canvasElement: HTMLElement) => userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Đặt lịch' }));

/** Empty: on the board's branch and day; each slot says what is left, a full one cannot be picked; nothing typed is refused in words. */
export const Empty: Story = {
  async play({ canvasElement, step }) {
    const form = await openForm(canvasElement);
    await step("the board's branch and day, the slots of that branch", async () => {
      await expect(form.getByRole('radio', { name: 'Quận 12' })).toBeChecked();
      await expect(form.getByLabelText(/Ngày hẹn/)).toHaveValue(day);
      await expect(await form.findByRole('radio', { name: /^11:00\s*Đã kín/ })).toBeDisabled();
      await expect(form.getByRole('radio', { name: /^10:00\s*còn 3\/3/ })).toBeEnabled();
      await expect(form.getByRole('combobox', { name: 'Dịch vụ' })).toHaveValue('');
    });
    await step('another branch shows its own places', async () => {
      await userEvent.click(form.getByRole('radio', { name: 'Thủ Đức' }));
      await expect(await form.findByRole('radio', { name: /^11:00\s*còn 4\/4/ })).toBeEnabled();
    });
    await step('nothing sent without a name, a phone and a slot', async () => {
      await submit(canvasElement);
      await expect(await form.findByText(messages.validation.fullNameRequired)).toBeVisible();
      await expect(form.getByText(messages.validation.phoneRequired)).toBeVisible();
      await expect(form.getByText(messages.bookings.timeSlotRequired)).toBeVisible();
      await expect(form.getByText(messages.privacy.processingRequired)).toBeVisible();
      await expect(sent).not.toHaveBeenCalled();
    });
  },
};

/** Booked: the reference to read out, the place, a toast; 'Xem trên bảng' shows that branch and day. */
export const Success: Story = {
  async play({ canvasElement, args }) {
    const form = await openForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'Thủ Đức' }));
    await fillCaller(form);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Dịch vụ' }), demoProducts[0]!._id);
    await userEvent.type(form.getByRole('textbox', { name: 'Dòng xe' }), 'Mazda 3 2020');
    await userEvent.type(form.getByRole('textbox', { name: 'Biển số xe' }), '51h-246.80');
    await userEvent.type(form.getByRole('textbox', { name: 'Ghi chú' }), 'Thay lốp trước');
    await submit(canvasElement);

    await expectToast(canvasElement, messages.bookings.deskCreateSuccess, 'success');
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Đã đặt lịch cho khách' }));
    await expect(dialog.getByText('K7M2QX')).toBeVisible();
    await expect(dialog.getByText(/Chi nhánh Thủ Đức/)).toBeVisible();
    await expect(dialog.getByText(formatDay(day))).toBeVisible();
    await expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: 'Phạm Thị Thu',
        numberPhone: '0912345678',
        branch: 'thu-duc',
        date: day,
        timeSlot: '10:00',
        productId: demoProducts[0]!._id,
        carModel: 'Mazda 3 2020',
        carPlate: '51h-246.80',
        description: 'Thay lốp trước',
        samePhoneReason: null,
        consents: { noticeVersion: 1, processing: true, serviceMessages: false, marketing: false },
      }),
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Xem trên bảng' }));
    await expect(args.onShow).toHaveBeenCalledWith(expect.objectContaining({ branch: 'thu-duc', date: day, code: 'K7M2QX' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** 'Đặt lịch khác' starts an empty form for the next caller. */
export const NextCaller: Story = {
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await fillCaller(form);
    await submit(canvasElement);
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Đã đặt lịch cho khách' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Đặt lịch khác' }));
    const next = within(await bodyOf(canvasElement).findByRole('form', { name: 'Đặt lịch cho khách' }));
    await expect(next.getByRole('textbox', { name: /Họ tên/ })).toHaveValue('');
    // The next caller is asked again: nothing ticked for them.
    await expect(consentBoxOf(next)).not.toBeChecked();
  },
};

/** Someone took the last place meanwhile: the form says so and keeps everything typed. */
export const SlotFull: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(createDeskBooking.path, () => HttpResponse.json({ message: messages.bookings.slotFull }, { status: 409 }), { once: true }));
  },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await fillCaller(form);
    await submit(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.bookings.slotFull);
    await expect(form.getByRole('textbox', { name: /Họ tên/ })).toHaveValue('Phạm Thị Thu');
    await expect(form.getByRole('textbox', { name: /Số điện thoại/ })).toHaveValue('0912345678');
    await expect(form.getByRole('radio', { name: /^10:00/ })).toBeChecked();
    // Another slot: the notice is about the one refused, so it goes.
    await userEvent.click(form.getByRole('radio', { name: /^13:00/ }));
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
    await submit(canvasElement);
    await expect(await bodyOf(canvasElement).findByRole('dialog', { name: 'Đã đặt lịch cho khách' })).toBeVisible();
  },
};

/**
 * The phone already holds that day and slot: the form says so and asks why both are kept;
 * without a reason nothing is sent, with one the booking is made and the reason travels with it.
 */
export const SamePhone: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(createDeskBooking.path, async ({ request }) => {
        const body = (await request.clone().json()) as DeskBookingBody;
        if (!body.samePhoneReason) return HttpResponse.json({ message: messages.bookings.samePhoneTaken }, { status: 409 });
        return undefined;
      }),
    );
  },
  async play({ canvasElement, step }) {
    const form = await openForm(canvasElement);
    await step('refused: the reason field appears with the server\u2019s words', async () => {
      await fillCaller(form);
      await submit(canvasElement);
      await expect(await form.findByRole('alert')).toHaveTextContent(messages.bookings.samePhoneTaken);
      await expect(form.getByRole('alert')).toHaveTextContent(messages.bookings.deskSamePhoneHint);
      await waitFor(() => expect(form.getByRole('textbox', { name: /Lý do giữ cả hai lịch/ })).toHaveFocus());
    });
    await step('no reason: asked for it, nothing sent', async () => {
      await submit(canvasElement);
      await expect(await form.findByText(messages.bookings.samePhoneReasonRequired)).toBeVisible();
    });
    await step('with a reason: booked', async () => {
      await userEvent.type(form.getByRole('textbox', { name: /Lý do giữ cả hai lịch/ }), 'Khách mang hai xe đến cùng lúc');
      await submit(canvasElement);
      await expect(await bodyOf(canvasElement).findByRole('dialog', { name: 'Đã đặt lịch cho khách' })).toBeVisible();
      await expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ samePhoneReason: 'Khách mang hai xe đến cùng lúc', numberPhone: '0912345678' }));
    });
  },
};

/** Any other failure: a toast in the server's words, the form kept for another try. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createDeskBooking, 500));
  },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await fillCaller(form);
    await submit(canvasElement);
    await expectToast(canvasElement, messages.bookings.deskCreateFailed, 'error');
    await expect(form.getByRole('textbox', { name: /Họ tên/ })).toHaveValue('Phạm Thị Thu');
  },
};

/** The day's places cannot be read: said under the slots, which stay pickable (the server checks). */
export const AvailabilityFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getAvailability, 500));
  },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await expect(await form.findByText(messages.bookings.availabilityFailed)).toBeVisible();
    await expect(form.getByRole('radio', { name: '11:00' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await form.findByRole('radio', { name: /^11:00\s*Đã kín/ });
    await expectNoSideScroll(canvasElement);
  },
};

/** A day the branch is closed: every slot says so and none can be picked. */
export const ClosedDay: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getAvailability, (request) => availabilityFor(new URL(request.url).searchParams.get('date') ?? day, [], 3, 'quan-12', 'Tết Nguyên Đán')));
  },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await expect(await form.findByText(format(messages.lookup.branchClosed, { reason: 'Tết Nguyên Đán' }))).toBeVisible();
    await expect(form.getByRole('radio', { name: /^10:00\s*Nghỉ/ })).toBeDisabled();
  },
};
