import { z } from 'zod';
import { endpoint } from './endpoint';
import { messages } from './messages';

/**
 * The garage's own facts the bot answers from (the same as the site's header and footer
 * show in `app/site-info.ts`; the browser may read them from here too).
 */
export const GARAGE_INFO = {
  name: 'Gara Ô Tô Sài Gòn',
  branches: [
    { name: 'Chi nhánh Quận 12', address: '268 Tô Ký, phường Tân Chánh Hiệp, Quận 12, TP. Hồ Chí Minh', phone: '0903 812 345' },
    { name: 'Chi nhánh Thủ Đức', address: '115 Võ Văn Ngân, phường Linh Chiểu, TP. Thủ Đức, TP. Hồ Chí Minh', phone: '0918 276 543' },
    { name: 'Điểm dịch vụ Vũng Tàu', address: '42 Nguyễn An Ninh, phường 7, TP. Vũng Tàu, Bà Rịa - Vũng Tàu', phone: '0254 3852 468' },
    { name: 'Điểm dịch vụ Bình Dương - Củ Chi', address: '1290 Quốc lộ 22, xã Tân Thông Hội, huyện Củ Chi (giáp Bình Dương)', phone: '0937 605 118' },
  ],
  consultPhone: '0903 812 345',
  bookingPhone: '0918 276 543',
  rescueHotline: '0909 246 246',
  emails: ['lienhe@garaotosaigon.vn', 'cskh@garaotosaigon.vn'],
  website: 'garaotosaigon.vn',
  hours: { daily: '07:30 - 17:00', sundaysAndHolidays: '09:00 - 16:00' },
} as const;

export const botChat = endpoint({
  method: 'POST',
  path: '/api/coze/chat',
  access: 'public',
  summary:
    'Trò chuyện với trợ lý ảo: trả lời từ dữ liệu của gara (giá dịch vụ, giờ mở cửa, địa chỉ, hotline, đặt lịch) hoặc chuyển tiếp tới Coze khi được cấu hình; luôn trả về { botReply }',
  body: z.object({
    message: z.string({ error: messages.validation.contentRequired }).max(2000, messages.bot.messageTooLong),
    /** The client's stored user id or 'guest'; only used as a conversation label. */
    userId: z.string().max(100).nullish(),
  }),
  response: z.object({ botReply: z.string() }),
});
