import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { GARAGE_INFO } from '../../contract/bot';
import { TIME_SLOTS } from '../../contract/constants';
import { format, messages } from '../../contract/messages';
import { categories, products } from '../db/schema';
import { formatPrice } from '../../contract/format';
import type { ServiceDeps } from './deps';

export interface CozeSettings {
  apiUrl: string;
  token: string | undefined;
  botId: string | undefined;
}

/** The services' deps and the remote bot's own settings. */
export interface BotContext extends Pick<ServiceDeps, 'db' | 'log' | 'settings'> {
  coze: CozeSettings;
  /** How long to wait for the remote bot before apologising. */
  timeoutMs?: number;
  /** Pause between two status checks of a remote answer. */
  pollIntervalMs?: number;
}

/** `userId` is what the remote bot is told: the signed-in account's id, or 'guest'. */
export async function botReply(context: BotContext, message: string, userId: string): Promise<string> {
  if (context.coze.token && context.coze.botId) {
    try {
      const answer = await askCoze(context, message, userId);
      return answer.trim() ? answer.trim() : messages.bot.emptyReply;
    } catch (error) {
      context.log.warn({ err: error }, 'remote bot failed');
      return messages.bot.callFailed;
    }
  }
  return builtInReply(context, message);
}

// ---------------------------------------------------------------- built-in assistant

/** Lower-case, no diacritics, words separated by single spaces: "Giá thay DẦU?" -> "gia thay dau". */
export function fold(text: string): string {
  return text
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function mentions(folded: string, phrases: readonly string[]): boolean {
  const padded = ` ${folded} `;
  return phrases.some((phrase) => padded.includes(` ${phrase} `));
}

const PRICE_WORDS = ['gia', 'bao nhieu', 'bao nhieu tien', 'chi phi', 'phi', 'bang gia', 'bao gia', 'tien', 'gia ca'];
const BOOKING_WORDS = ['dat lich', 'lich hen', 'hen lich', 'dat hen', 'booking', 'book', 'dang ky lich', 'hen gio'];
const HOURS_WORDS = ['gio mo cua', 'mo cua', 'dong cua', 'gio lam viec', 'lam viec', 'may gio', 'thoi gian', 'chu nhat', 'ngay le', 'gio giac', 'nghi'];
const ADDRESS_WORDS = ['dia chi', 'o dau', 'chi nhanh', 'ban do', 'vi tri', 'duong nao', 'co so', 'den gara', 'nam o'];
const CONTACT_WORDS = ['hotline', 'so dien thoai', 'dien thoai', 'sdt', 'lien he', 'goi', 'cuu ho', 'email', 'zalo'];
const SERVICE_WORDS = ['dich vu', 'san pham', 'lam gi', 'co nhung gi', 'danh muc'];
const THANKS_WORDS = ['cam on', 'thank', 'thanks', 'tks'];
const GREETING_WORDS = ['xin chao', 'chao', 'hello', 'hi', 'alo', 'chao ban', 'chao shop'];

/** Words that say nothing about which service is meant. */
const STOP_WORDS = new Set(
  'gia nhieu tien chi phi bang cho toi minh em anh chi hoi la co khong ko k a ah oi xe o to oto cua va voi mot cai nay do thi duoc can muon biet the nao dich vu san pham gara garage tai xin chao hello cam on ban shop ad'.split(
    ' ',
  ),
);

function significantWords(folded: string): string[] {
  // "bao nhieu" is a question, "bao duong" a service: drop the question before splitting.
  const withoutQuestion = ` ${folded} `.replace(/ bao nhieu /g, ' ').replace(/ bao gia /g, ' ');
  return withoutQuestion.split(' ').filter((word) => word && !STOP_WORDS.has(word));
}

interface Service {
  name: string;
  price: number;
  words: string[];
}

/** Services whose names share the most words with the question (at most three), and how many words. */
function matchServices(folded: string, services: Service[]): { services: Service[]; hits: number } {
  const none = { services: [], hits: 0 };
  const asked = new Set(significantWords(folded));
  if (asked.size === 0) return none;
  const scored = services
    .map((service) => {
      const hits = service.words.filter((word) => asked.has(word)).length;
      return { service, hits, share: service.words.length ? hits / service.words.length : 0 };
    })
    .filter((entry) => entry.hits > 0);
  if (scored.length === 0) return none;
  const best = Math.max(...scored.map((entry) => entry.hits));
  const top = scored
    .filter((entry) => entry.hits === best)
    .sort((a, b) => b.share - a.share || a.service.name.localeCompare(b.service.name, 'vi'))
    .slice(0, 3)
    .map((entry) => entry.service);
  return { services: top, hits: best };
}

async function builtInReply(context: BotContext, message: string): Promise<string> {
  const folded = fold(message);
  if (!folded) return messages.bot.greeting;

  const [productRows, categoryRows] = await Promise.all([
    context.db.select({ name: products.name, price: products.price }).from(products).orderBy(asc(products.name)),
    context.db.select({ name: categories.name }).from(categories).orderBy(asc(categories.name)),
  ]);
  const services = productRows.map((row) => ({ ...row, words: fold(row.name).split(' ').filter((word) => word && !STOP_WORDS.has(word)) }));
  const categoryList = categoryRows.map((row) => row.name).join(', ');

  const answers: string[] = [];
  const asksPrice = mentions(folded, PRICE_WORDS);
  const matched = matchServices(folded, services);
  // A price question, or one that names a service by two or more words ("thay dầu động cơ?").
  if (matched.services.length > 0 && (asksPrice || matched.hits >= 2)) {
    const lines = matched.services.map((service) => `• ${service.name}: ${formatPrice(service.price)}`).join('\n');
    answers.push(format(messages.bot.priceAnswer, { lines, hotline: GARAGE_INFO.consultPhone }));
  } else if (asksPrice) {
    answers.push(format(messages.bot.priceNotFound, { categories: categoryList }));
  }
  if (mentions(folded, BOOKING_WORDS)) {
    answers.push(format(messages.bot.bookingAnswer, { slots: TIME_SLOTS.join(', '), capacity: context.settings.slotCapacity, hotline: GARAGE_INFO.bookingPhone }));
  }
  if (mentions(folded, HOURS_WORDS)) {
    answers.push(format(messages.bot.hoursAnswer, { weekdays: GARAGE_INFO.hours.mondayToSaturday, holidays: GARAGE_INFO.hours.sundaysAndHolidays }));
  }
  if (mentions(folded, ADDRESS_WORDS)) {
    const branches = GARAGE_INFO.branches.map((branch) => `• ${branch.name}: ${branch.address} (ĐT: ${branch.phone})`).join('\n');
    answers.push(format(messages.bot.addressAnswer, { count: GARAGE_INFO.branches.length, branches }));
  }
  if (mentions(folded, CONTACT_WORDS)) {
    answers.push(
      format(messages.bot.hotlineAnswer, {
        consult: GARAGE_INFO.consultPhone,
        booking: GARAGE_INFO.bookingPhone,
        rescue: GARAGE_INFO.rescueHotline,
        emails: GARAGE_INFO.emails.join(', '),
      }),
    );
  }
  if (answers.length > 0) return answers.join('\n\n');
  if (mentions(folded, SERVICE_WORDS)) return format(messages.bot.servicesAnswer, { categories: categoryList });
  if (mentions(folded, THANKS_WORDS)) return messages.bot.thanksAnswer;
  if (mentions(folded, GREETING_WORDS)) return messages.bot.greeting;
  return messages.bot.fallback;
}

// ---------------------------------------------------------------- Coze

/*
 * Coze Open API v3, non-streaming:
 *   POST {apiUrl}/v3/chat  {bot_id, user_id, stream: false, auto_save_history: true,
 *                           additional_messages: [{role: 'user', content, content_type: 'text'}]}
 *     -> {code: 0, data: {id, conversation_id, status}}
 *   GET  {apiUrl}/v3/chat/retrieve?conversation_id=&chat_id=      -> {code: 0, data: {status}}
 *     (polled until status is 'completed'; 'failed', 'canceled', 'requires_action' end it)
 *   GET  {apiUrl}/v3/chat/message/list?conversation_id=&chat_id=  -> {code: 0, data: [{role, type, content}]}
 *     the reply is the content of the assistant messages of type 'answer'.
 * Every call carries `Authorization: Bearer {COZE_API_TOKEN}`.
 */
const chatSchema = z.object({
  code: z.number(),
  msg: z.string().optional(),
  data: z.object({ id: z.string(), conversation_id: z.string(), status: z.string().optional() }).optional(),
});
const messageListSchema = z.object({
  code: z.number(),
  data: z.array(z.object({ role: z.string(), type: z.string().optional(), content: z.string() })).optional(),
});

const FINISHED = new Set(['completed', 'failed', 'canceled', 'requires_action']);

async function askCoze(context: BotContext, message: string, userId: string): Promise<string> {
  const timeoutMs = context.timeoutMs ?? 25_000;
  const pollIntervalMs = context.pollIntervalMs ?? 800;
  const deadline = Date.now() + timeoutMs;
  const base = context.coze.apiUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${context.coze.token ?? ''}`, 'content-type': 'application/json' };

  const call = async <T>(url: string, schema: z.ZodType<T>, init: RequestInit = {}): Promise<T> => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error('remote bot timed out');
    const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(remaining) });
    if (!response.ok) throw new Error(`remote bot answered HTTP ${response.status}`);
    return schema.parse(await response.json());
  };

  const created = await call(`${base}/v3/chat`, chatSchema, {
    method: 'POST',
    body: JSON.stringify({
      bot_id: context.coze.botId,
      user_id: userId,
      stream: false,
      auto_save_history: true,
      additional_messages: [{ role: 'user', content: message, content_type: 'text' }],
    }),
  });
  if (created.code !== 0 || !created.data) throw new Error(`remote bot refused: ${created.code} ${created.msg ?? ''}`);
  const query = new URLSearchParams({ conversation_id: created.data.conversation_id, chat_id: created.data.id }).toString();

  let status = created.data.status ?? 'in_progress';
  while (!FINISHED.has(status)) {
    const polled = await call(`${base}/v3/chat/retrieve?${query}`, chatSchema);
    if (polled.code !== 0 || !polled.data) throw new Error(`remote bot status failed: ${polled.code}`);
    status = polled.data.status ?? 'in_progress';
    if (!FINISHED.has(status)) await new Promise((resolve) => setTimeout(resolve, Math.min(pollIntervalMs, Math.max(deadline - Date.now(), 0))));
  }
  if (status !== 'completed') throw new Error(`remote bot chat ended as ${status}`);

  const list = await call(`${base}/v3/chat/message/list?${query}`, messageListSchema);
  if (list.code !== 0) throw new Error(`remote bot messages failed: ${list.code}`);
  return (list.data ?? [])
    .filter((entry) => entry.role === 'assistant' && (entry.type ?? 'answer') === 'answer')
    .map((entry) => entry.content)
    .join('\n');
}
