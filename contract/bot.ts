import { z } from 'zod';
import { endpoint } from './endpoint';
import { BOOKING_PHONE, BRANCHES, CONSULT_PHONE, EMAILS, GARAGE, HOTLINE, OPENING_HOURS, type GarageBranch, type OpeningHours } from './garage';
import { messages } from './messages';

const hours = ({ opens, closes }: OpeningHours) => `${opens} - ${closes}`;
const postal = (branch: GarageBranch) => ({ name: branch.name, address: `${branch.address}, ${branch.region}`, phone: branch.phone });
const [firstBranch, ...otherBranches] = BRANCHES;

/** The garage's facts (contract/garage.ts) in the form the bot's answers quote them. */
export const GARAGE_INFO = {
  name: GARAGE.name,
  branches: [postal(firstBranch), ...otherBranches.map(postal)],
  consultPhone: CONSULT_PHONE.display,
  bookingPhone: BOOKING_PHONE.display,
  rescueHotline: HOTLINE.display,
  emails: EMAILS,
  website: GARAGE.website,
  hours: { mondayToSaturday: hours(OPENING_HOURS.mondayToSaturday), sundaysAndHolidays: hours(OPENING_HOURS.sundaysAndHolidays) },
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
