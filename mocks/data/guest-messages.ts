import type { GuestMessage } from '../../contract/guest-messages';

/** A visitor's message as the desk lists it: open, with the consent's moment. */
export function makeGuestMessage(overrides: Partial<GuestMessage> = {}): GuestMessage {
  return {
    _id: '6752f0a1c3b2a1f0e9d8c7b6',
    fullName: 'Nguyễn Văn Khách',
    phone: null,
    email: 'khach.moi@example.vn',
    message: 'Thay dầu cho Vios 2019 giá bao nhiêu ạ?',
    consentAt: '2026-12-06T02:15:00.000Z',
    reply: null,
    answeredAt: null,
    answeredByName: null,
    createdAt: '2026-12-06T02:15:00.000Z',
    ...overrides,
  };
}

export const guestMessageList: GuestMessage[] = [
  makeGuestMessage(),
  makeGuestMessage({
    _id: '6752f0b2c3b2a1f0e9d8c7b7',
    fullName: 'Trần Thị Gọi Lại',
    phone: '0912345678',
    email: null,
    message: 'Xe tôi kêu khi phanh, gọi lại giúp tôi buổi chiều.',
    createdAt: '2026-12-06T03:40:00.000Z',
    consentAt: '2026-12-06T03:40:00.000Z',
  }),
];
