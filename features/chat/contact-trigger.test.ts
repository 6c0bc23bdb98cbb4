import { describe, expect, it } from 'vitest';
import { foldDiacritics, isContactRequest } from './contact-trigger';

describe('isContactRequest', () => {
  it.each([
    'Tôi muốn đặt lịch hẹn',
    'dat lich',
    'DAT LICH cho xe Vios',
    'Cho mình liên hệ với gara',
    'lien he',
    'Hẹn thứ bảy được không?',
    'hen thu bay',
    'Tôi muốn gặp kỹ thuật viên',
    'gap ky thuat vien',
    'I want to book a service',
    'Booking please',
    'contact',
    'Can I make an appointment?',
    'Can we meet tomorrow?',
  ])('opens the form for %j', (text) => {
    expect(isContactRequest(text)).toBe(true);
  });

  it.each([
    'Giá thay dầu bao nhiêu?',
    'Xe tôi cần sửa gấp',
    'Gara mở cửa mấy giờ?',
    'facebook của gara là gì',
    'lịch sử bảo dưỡng',
    'contacts',
    '',
  ])('lets the bot answer %j', (text) => {
    expect(isContactRequest(text)).toBe(false);
  });

  it('matches letters composed or decomposed alike', () => {
    expect(isContactRequest('đặt lịch'.normalize('NFD'))).toBe(true);
  });
});

describe('foldDiacritics', () => {
  it('drops tone marks and turns đ into d', () => {
    expect(foldDiacritics('Đặt Lịch Hẹn')).toBe('dat lich hen');
  });
});
