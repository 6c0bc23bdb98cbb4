import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import type { Booking } from '../../contract/bookings';
import { BookingSummaryCard } from './booking-summary-card';

/** A booking as the create call answers the visitor who made it: whole, with its reference. */
const booked: Booking = {
  _id: '6a1b2c3d4e5f60718293a4b5',
  fullName: 'Nguyễn Văn An',
  numberPhone: '0912345678',
  date: '2030-06-13',
  timeSlot: '09:00',
  description: 'Xe hơi rung khi phanh gấp',
  images: [],
  status: 'pending',
  branch: 'thu-duc',
  code: 'K7M2QX',
  carPlate: '51A-123.45',
  carModel: 'Toyota Vios 2019',
  productId: '6a1b2c3d4e5f60718293a400',
  serviceName: 'Bảo dưỡng định kỳ 40.000 km',
  createdAt: '2030-06-10T02:00:00.000Z',
  updatedAt: '2030-06-10T02:00:00.000Z',
};

/** A clipboard that takes or refuses what is copied, as the story wants. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const copied = fn(async (_text: string) => {});

const meta = {
  title: 'entities/booking/BookingSummaryCard',
  component: BookingSummaryCard,
  args: { booking: booked, onBookAgain: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After booking on the contact page: the reference to keep, where and when, what to bring and what to do next. */
export const AfterBooking: Story = {
  async play({ canvasElement, args }) {
    const card = within(canvasElement.querySelector('section')!);
    await expect(card.getByRole('heading', { name: messages.bookings.createSuccess })).toBeVisible();
    await expect(card.getByText('K7M2QX')).toBeVisible();
    await expect(card.getByText(messages.bookingCard.codeKeep)).toBeVisible();
    await expect(card.getByText('Gara sẽ gọi số 0912345678 để xác nhận trong giờ làm việc.')).toBeVisible();
    await expect(card.getByText('Chi nhánh Thủ Đức')).toBeVisible();
    await expect(card.getByText('115 Võ Văn Ngân, phường Linh Chiểu, TP. Thủ Đức, TP. Hồ Chí Minh')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Xem đường đi đến Chi nhánh Thủ Đức trên Google Maps (mở trong thẻ mới)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Chi%20nh%C3%A1nh%20Th%E1%BB%A7%20%C4%90%E1%BB%A9c%2C%20115/),
    );
    await expect(card.getByText('09:00 · Thứ Năm, 13/06/2030')).toBeVisible();
    await expect(card.getByText('Bảo dưỡng định kỳ 40.000 km')).toBeVisible();
    await expect(card.getByText('Toyota Vios 2019 · 51A-123.45')).toBeVisible();
    await expect(card.getByText(messages.bookingCard.bringList)).toBeVisible();
    const calendar = card.getByRole('link', { name: messages.bookingCard.addToCalendar });
    await expect(calendar).toHaveAttribute('href', '/api/contacts/lookup/calendar?code=K7M2QX&phone=0912345678');
    await expect(calendar).toHaveAttribute('download', 'lich-hen-K7M2QX.ics');
    await expect(card.getByRole('link', { name: messages.bookingCard.openLookup })).toHaveAttribute('href', '/tra-cuu-lich-hen?ma=K7M2QX');
    await userEvent.click(card.getByRole('button', { name: messages.bookingCard.bookAnother }));
    await expect(args.onBookAgain).toHaveBeenCalledOnce();
  },
};

/** No service chosen and no car given: those rows are left out rather than shown empty. */
export const WithoutServiceOrCar: Story = {
  args: { booking: { ...booked, serviceName: '', carModel: '', carPlate: '' }, onBookAgain: undefined },
  async play({ canvasElement }) {
    const card = within(canvasElement.querySelector('section')!);
    await expect(card.queryByText(messages.bookingCard.serviceLabel)).toBeNull();
    await expect(card.queryByText(messages.bookingCard.carLabel)).toBeNull();
    await expect(card.queryByRole('button', { name: messages.bookingCard.bookAnother })).toBeNull();
  },
};

/** 'Sao chép mã' puts the reference on the clipboard and says so. */
export const CopyCode: Story = {
  beforeEach() {
    copied.mockClear();
    return stubClipboard(copied);
  },
  async play({ canvasElement }) {
    const card = within(canvasElement.querySelector('section')!);
    await userEvent.click(card.getByRole('button', { name: messages.bookingCard.copyCode }));
    await expect(copied).toHaveBeenCalledWith('K7M2QX');
    await expect(card.getByRole('button', { name: messages.bookingCard.codeCopied })).toBeVisible();
    await expect(card.getByRole('status')).toHaveTextContent(messages.bookingCard.codeCopied);
  },
};

/** The browser refuses the clipboard: the code is selected for the visitor and the card asks them to note it. */
export const CopyRefused: Story = {
  beforeEach() {
    return stubClipboard(() => Promise.reject(new DOMException('Không được phép', 'NotAllowedError')));
  },
  async play({ canvasElement }) {
    const card = within(canvasElement.querySelector('section')!);
    await userEvent.click(card.getByRole('button', { name: messages.bookingCard.copyCode }));
    await expect(await card.findByText(messages.bookingCard.copyFailed)).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe('K7M2QX'));
  },
};

/** In the chat panel: the same facts in fewer words, rows one under the other. */
export const Compact: Story = {
  args: { compact: true, onBookAgain: undefined },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const card = within(canvasElement.querySelector('section')!);
    await expect(card.getByText('K7M2QX')).toBeVisible();
    await expect(card.getByRole('link', { name: messages.bookingCard.openLookup })).toBeVisible();
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** At 375 px everything wraps inside the card; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    await within(canvasElement).findByText('K7M2QX');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
