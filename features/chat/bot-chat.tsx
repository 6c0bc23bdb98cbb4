import { useEffect, useRef, useState } from 'react';
import type { Booking } from '../../contract/bookings';
import { garageToday } from '../../contract/format';
import { messages } from '../../contract/messages';
import { BookingSummaryCard } from '../../entities/booking/booking-summary-card';
import { sendBotMessage } from '../../entities/chat/send-bot-message';
import { readBotHistory, writeBotHistory, type BotLine } from './bot-history';
import { ChatBookingForm } from './chat-booking-form';
import { ChatBubble } from './chat-bubble';
import { ChatInput } from './chat-input';
import { ChatLog } from './chat-log';
import { ChatTyping } from './chat-typing';
import { isContactRequest } from './contact-trigger';

export interface BotChatProps {
  /** The signed-in user's id, or 'guest', as the deployed client labels its bot calls. */
  userId: string;
  /** Filled into the booking form's name field. */
  fullName?: string;
  /** YYYY-MM-DD, the first bookable day; the garage's today unless a story pins it. */
  today?: string;
  /** Put the cursor in the message field at once (the visitor just chose the bot). */
  autoFocus?: boolean;
}

function startingLines(): BotLine[] {
  const stored = readBotHistory();
  return stored.length > 0 ? stored : [{ text: messages.bot.greeting, isUser: false }];
}

/**
 * The conversation with the garage's bot. Words about contacting or booking open an
 * appointment form in the conversation instead of asking the bot; once booked, the bot's thanks
 * are followed by the booking's reference and summary. The history survives a reload.
 */
export function BotChat({ userId, fullName, today: pinnedToday, autoFocus = false }: BotChatProps) {
  const [today] = useState(() => pinnedToday ?? garageToday());
  const [lines, setLines] = useState(startingLines);
  /** Index of the line the form follows (the bot's invitation), or null while it is hidden. */
  const [formAfter, setFormAfter] = useState<number | null>(null);
  /** The booking just made and the index of the bot's thanks it follows (this visit only: the stored history is the deployed client's text lines). */
  const [booked, setBooked] = useState<{ booking: Booking; after: number } | null>(null);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The lines as last drawn, for a booking answered after the conversation moved on.
  const linesRef = useRef(lines);
  useEffect(() => {
    linesRef.current = lines;
    writeBotHistory(lines);
  }, [lines]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // The log has just scrolled to its end; bring the invitation and the form's first field into view.
  useEffect(() => {
    const form = formRef.current;
    if (formAfter === null || !form) return;
    // Scrolled by hand: scrollIntoView would also scroll the panel itself, pushing its header away.
    const log = form.closest<HTMLElement>('[role="log"]');
    const invitation = form.closest('li')?.previousElementSibling;
    if (log && invitation) log.scrollTop += invitation.getBoundingClientRect().top - log.getBoundingClientRect().top - 16;
    form.querySelector('input')?.focus({ preventScroll: true });
  }, [formAfter]);

  const say = (text: string) => setLines((current) => [...current, { text, isUser: false }]);

  const send = async (text: string) => {
    setDraft('');
    if (isContactRequest(text)) {
      const next = [...lines, { text, isUser: true }, { text: messages.bot.contactFormPrompt, isUser: false }];
      setLines(next);
      setFormAfter(next.length - 1);
      return;
    }
    setLines((current) => [...current, { text, isUser: true }]);
    setFormAfter(null);
    setWaiting(true);
    let reply: string;
    try {
      const { botReply } = await sendBotMessage(text, userId);
      reply = botReply.trim() ? botReply : messages.bot.emptyReply;
    } catch {
      reply = messages.bot.callFailed;
    }
    if (!mounted.current) return;
    setWaiting(false);
    say(reply);
  };

  const bubble = (line: BotLine, index: number) => (
    <ChatBubble key={index} mine={line.isUser} speaker={line.isUser ? messages.chat.you : messages.chat.botName}>
      {line.text}
    </ChatBubble>
  );
  // The booking's summary follows the bot's thanks for it.
  const withBooking = (line: BotLine, index: number) =>
    booked?.after === index
      ? [
          bubble(line, index),
          <li key="booked">
            <BookingSummaryCard booking={booked.booking} compact />
          </li>,
        ]
      : [bubble(line, index)];
  // The form sits right after the bot's invitation; later lines (the bot's answers to it) follow it.
  const split = formAfter === null ? lines.length : formAfter + 1;

  return (
    <>
      <ChatLog scrollKey={`${lines.length}-${waiting}`}>
        {lines.slice(0, split).flatMap(withBooking)}
        {formAfter === null ? null : (
          <li key="form">
            <ChatBookingForm
              ref={formRef}
              today={today}
              defaultFullName={fullName}
              onSent={(booking) => {
                setFormAfter(null);
                setBooked({ booking, after: linesRef.current.length });
                say(messages.bot.contactSuccess);
              }}
              onFailed={say}
              onMissingFields={() => say(messages.bot.contactMissingFields)}
            />
          </li>
        )}
        {lines.slice(split).flatMap((line, offset) => withBooking(line, split + offset))}
        {waiting ? <ChatTyping /> : null}
      </ChatLog>
      <ChatInput value={draft} onChange={setDraft} onSend={(text) => void send(text)} busy={waiting} inputRef={inputRef} />
    </>
  );
}
