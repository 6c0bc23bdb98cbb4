import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { BookingMailData, MailTemplate, OrderMailData, RepairMailData } from './templates';
import { MailPreview } from './mail-preview';

const booking: BookingMailData = {
  code: '7F3A2C',
  fullName: 'Nguyễn Văn An',
  numberPhone: '0912345678',
  date: '2026-12-02',
  timeSlot: '09:00',
  status: 'confirmed',
  branch: 'thu-duc',
  serviceName: 'Bảo dưỡng định kỳ 10.000 km',
  carModel: 'Toyota Vios 2019',
  carPlate: '51A-123.45',
  description: 'Xe kêu khi phanh gấp',
};

const order: OrderMailData = {
  code: 'B81D0E',
  name: 'Trần Thị Bích',
  phone: '0987654321',
  email: 'bich.tran@example.com',
  address: '12 Lê Lợi, Quận 1',
  note: 'Gọi trước khi giao',
  total: 1_600_000,
  status: 'processing',
  lines: [
    { name: 'Nước làm mát Toyota', quantity: 2, price: 350_000 },
    { name: 'Má phanh trước', quantity: 1, price: 900_000 },
  ],
};

const repair: RepairMailData = {
  code: 'K7M2QX',
  fullName: 'Nguyễn Văn Hùng',
  plate: '51H-246.81',
  model: 'Mazda CX-5',
  branch: 'thu-duc',
  step: 'quote',
  note: 'Má phanh trước 1.200.000đ, dầu phanh 350.000đ, công 300.000đ.',
};

const SITE = 'https://garaotosaigon.vn';
const CANCEL = 'Cần hủy? Hủy trong "Lịch hẹn của tôi" trước giờ hẹn ít nhất 2 giờ, hoặc gọi 0918 276 543.';

const meta = {
  title: 'mail/MailPreview',
  component: MailPreview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the reader sees: the subject, and the same words in the HTML frame and the text part. */
async function expectMail(canvasElement: HTMLElement, subject: string, texts: string[]) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: subject }, { timeout: 10_000 })).toBeVisible();
  const frame = canvasElement.querySelector('iframe')!;
  await expect(frame).toHaveAttribute('title', subject);
  await waitFor(() => expect(frame.contentDocument?.body.textContent ?? '').toContain(texts[0]!), { timeout: 10_000 });
  const html = frame.contentDocument!.body.textContent ?? '';
  const text = canvas.getByTestId('mail-text').textContent ?? '';
  for (const part of texts) {
    await expect(html).toContain(part);
    await expect(text).toContain(part);
  }
  // Every mail names both branches and says it is automatic.
  await expect(html).toContain('Chi nhánh Quận 12');
  await expect(html).toContain('Email này được gửi tự động');
}

const story = (mail: MailTemplate, subject: string, texts: string[]): Story => ({
  args: { mail },
  play: ({ canvasElement }) => expectMail(canvasElement, subject, texts),
});

export const VerificationCode = story(
  { kind: 'code', purpose: 'verify', fullName: 'Nguyễn Văn An', code: '482915', minutes: 15 },
  'Mã xác nhận đăng ký tài khoản - Gara Ô Tô Sài Gòn',
  ['Xin chào Nguyễn Văn An,', '482915', 'Mã có hiệu lực trong 15 phút'],
);

export const BookingConfirmation = story(
  { kind: 'bookingConfirmation', booking: { ...booking, status: 'pending' }, cancelAdvice: CANCEL, myBookingsUrl: `${SITE}/account/bookings` },
  'Xác nhận lịch hẹn 09:00 ngày 02/12/2026 - Gara Ô Tô Sài Gòn',
  ['Mã lịch hẹn: 7F3A2C', 'Chi nhánh Thủ Đức, 115 Võ Văn Ngân', 'Toyota Vios 2019, 51A-123.45', 'Xe kêu khi phanh gấp', 'lich-hen.ics'],
);

export const BookingConfirmedByGarage = story(
  { kind: 'bookingChanged', change: 'confirmed', booking, reason: '', myBookingsUrl: `${SITE}/account/bookings` },
  'Lịch hẹn 09:00 ngày 02/12/2026 đã được xác nhận - Gara Ô Tô Sài Gòn',
  ['Gara đã xác nhận lịch hẹn của bạn', 'Trạng thái: Đã xác nhận', 'Xem lịch hẹn của tôi'],
);

export const BookingEditedWithReason = story(
  { kind: 'bookingChanged', change: 'edited', booking: { ...booking, timeSlot: '10:00' }, reason: 'Kỹ thuật viên bận lúc 9 giờ', myBookingsUrl: `${SITE}/account/bookings` },
  'Lịch hẹn của bạn đã được thay đổi - Gara Ô Tô Sài Gòn',
  ['Lịch hẹn hiện tại: 10:00, 02/12/2026', 'Lý do: Kỹ thuật viên bận lúc 9 giờ'],
);

export const BookingCancelledByGarage = story(
  { kind: 'bookingChanged', change: 'cancelled', booking: { ...booking, status: 'cancelled' }, reason: '', myBookingsUrl: `${SITE}/account/bookings` },
  'Lịch hẹn 09:00 ngày 02/12/2026 đã bị hủy - Gara Ô Tô Sài Gòn',
  ['Gara đã hủy lịch hẹn của bạn', 'Bạn có thể đặt lịch mới'],
);

export const BookingMovedByCustomer = story(
  { kind: 'bookingChanged', change: 'moved', booking: { ...booking, timeSlot: '15:00', status: 'pending' }, reason: '', myBookingsUrl: `${SITE}/account/bookings` },
  'Lịch hẹn mới 15:00 ngày 02/12/2026 - Gara Ô Tô Sài Gòn',
  ['Bạn đã đổi lịch hẹn sang 15:00, 02/12/2026', 'Trạng thái: Chờ xử lý', 'Chi nhánh Thủ Đức'],
);

export const BookingDeletedByGarage = story(
  { kind: 'bookingChanged', change: 'deleted', booking, reason: '', myBookingsUrl: `${SITE}/account/bookings` },
  'Lịch hẹn 09:00 ngày 02/12/2026 đã bị xóa - Gara Ô Tô Sài Gòn',
  ['Gara đã xóa lịch hẹn của bạn', 'Bạn có thể đặt lịch mới'],
);

export const BookingReminder = story(
  { kind: 'bookingReminder', booking, cancelAdvice: CANCEL, myBookingsUrl: `${SITE}/account/bookings` },
  'Nhắc lịch hẹn ngày mai 09:00, 02/12/2026 - Gara Ô Tô Sài Gòn',
  ['Gara nhắc bạn lịch hẹn ngày mai', 'Chi nhánh Thủ Đức'],
);

export const OrderStatusChanged = story(
  { kind: 'orderStatus', order, orderUrl: `${SITE}/order/orderDetail/1` },
  'Đơn hàng #B81D0E: Đang xử lý - Gara Ô Tô Sài Gòn',
  ['Đơn hàng #B81D0E của bạn vừa chuyển sang trạng thái "Đang xử lý"', 'Tổng cộng: 1.600.000', 'Xem đơn hàng'],
);

export const OrderConfirmation = story(
  { kind: 'orderConfirmation', order: { ...order, status: 'pending' }, orderUrl: `${SITE}/order/orderDetail/1` },
  'Xác nhận đơn hàng #B81D0E - Gara Ô Tô Sài Gòn',
  ['Nước làm mát Toyota × 2', 'Thanh toán khi nhận hàng'],
);

export const GarageNewBooking = story(
  { kind: 'garageNewBooking', booking: { ...booking, status: 'pending' }, manageUrl: `${SITE}/manager/booking-board?date=2026-12-02` },
  'Lịch hẹn mới 09:00 ngày 02/12/2026 - Chi nhánh Thủ Đức',
  ['Khách hàng: Nguyễn Văn An, 0912345678', 'Bảo dưỡng định kỳ 10.000 km', 'Mở trong trang quản lý'],
);

export const GarageCustomerMoved = story(
  {
    kind: 'garageBookingChanged',
    event: 'moved',
    booking: { ...booking, timeSlot: '15:00', status: 'pending' },
    before: '09:00, 01/12/2026, Chi nhánh Quận 12',
    manageUrl: `${SITE}/manager/booking-board?date=2026-12-02&branch=thu-duc`,
  },
  'Khách đổi lịch sang 15:00 ngày 02/12/2026 - Chi nhánh Thủ Đức',
  ['trước đó: 09:00, 01/12/2026, Chi nhánh Quận 12', 'Khách hàng: Nguyễn Văn An, 0912345678', 'Mở trong trang quản lý'],
);

export const GarageNewOrder = story(
  { kind: 'garageNewOrder', order: { ...order, status: 'pending' }, manageUrl: `${SITE}/manager/order?q=B81D0E` },
  'Đơn hàng mới #B81D0E: 1.600.000\u00a0₫',
  ['Khách hàng: Trần Thị Bích, 0987654321, bich.tran@example.com', 'Má phanh trước × 1'],
);

export const ChatReplyWhileAway = story(
  {
    kind: 'chatReply',
    fullName: 'Lê Văn Khách',
    replies: [
      { from: 'Trần Quản Trị', message: 'Chủ nhật gara mở 09:00–16:00.', createdAt: '2026-11-27T03:05:00.000Z' },
      { from: 'Trần Quản Trị', message: 'Anh có muốn đặt lịch không ạ?', createdAt: '2026-11-27T03:06:00.000Z' },
    ],
    chatUrl: `${SITE}/?chat=nhan-vien`,
  },
  'Nhân viên gara đã trả lời tin nhắn của bạn - Gara Ô Tô Sài Gòn',
  ['Bạn đã rời trang khi nhân viên trả lời', 'Chủ nhật gara mở 09:00–16:00.', 'Anh có muốn đặt lịch không ạ?', 'Tiếp tục trò chuyện'],
);

export const RepairReceived = story(
  { kind: 'repairStep', repair: { ...repair, step: 'received', note: '' }, myVehiclesUrl: `${SITE}/account/vehicles`, trackingUrl: `${SITE}/theo-doi-sua-chua?ma=K7M2QX` },
  'Gara đã nhận xe 51H-246.81 (phiếu K7M2QX) - Gara Ô Tô Sài Gòn',
  ['Gara đã tiếp nhận xe 51H-246.81', 'Mã phiếu sửa chữa: K7M2QX', 'Bước hiện tại: Tiếp nhận', 'theo-doi-sua-chua?ma=K7M2QX', 'Xem Xe của tôi'],
);

export const RepairQuoteWithSharedNote = story(
  { kind: 'repairStep', repair, myVehiclesUrl: `${SITE}/account/vehicles`, trackingUrl: `${SITE}/theo-doi-sua-chua?ma=K7M2QX` },
  'Báo giá chi tiết cho xe 51H-246.81 (phiếu K7M2QX) - Gara Ô Tô Sài Gòn',
  ['gara đang lập báo giá chi tiết', 'Bước hiện tại: Báo giá chi tiết', 'Ghi chú của gara', 'Má phanh trước 1.200.000đ'],
);

export const RepairHandover = story(
  { kind: 'repairStep', repair: { ...repair, step: 'handover', note: '' }, myVehiclesUrl: `${SITE}/account/vehicles`, trackingUrl: `${SITE}/theo-doi-sua-chua?ma=K7M2QX` },
  'Xe 51H-246.81 đã sẵn sàng bàn giao (phiếu K7M2QX) - Gara Ô Tô Sài Gòn',
  ['đã sửa xong và được nghiệm thu', 'Chi nhánh Thủ Đức', 'Bước hiện tại: Bàn giao'],
);

export const CreditStatement = story(
  { kind: 'creditStatement', name: 'Công ty TNHH Vận tải Phương Nam', balance: 12_500_000, overdue: 4_200_000, drawnOn: '2026-12-06', jobs: 3 },
  'Bảng kê công nợ đến ngày 06/12/2026 - Gara Ô Tô Sài Gòn',
  ['Số phiếu ghi nợ: 3', 'Số dư còn phải trả: 12.500.000', 'Trong đó đã quá hạn: 4.200.000', 'đính kèm'],
);
