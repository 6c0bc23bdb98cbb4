import { useEffect, useRef, useState } from 'react';
import { garageToday } from '../../contract/format';
import { messages } from '../../contract/messages';
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
 * appointment form in the conversation instead of asking the bot; the history survives a reload.
 */
export function BotChat({ userId, fullName, today: pinnedToday, autoFocus = false }: BotChatProps) {
  const [today] = useState(() => pinnedToday ?? garageToday());
  const [lines, setLines] = useState(startingLines);
  /** Index of the line the form follows (the bot's invitation), or null while it is hidden. */
  const [formAfter, setFormAfter] = useState<number | null>(null);
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

  useEffect(() => writeBotHistory(lines), [lines]);

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
  // The form sits right after the bot's invitation; later lines (the bot's answers to it) follow it.
  const split = formAfter === null ? lines.length : formAfter + 1;

  return (
    <>
      <ChatLog scrollKey={`${lines.length}-${waiting}`}>
        {lines.slice(0, split).map(bubble)}
        {formAfter === null ? null : (
          <li key="form">
            <ChatBookingForm
              ref={formRef}
              today={today}
              defaultFullName={fullName}
              onSent={() => {
                setFormAfter(null);
                say(messages.bot.contactSuccess);
              }}
              onFailed={say}
              onMissingFields={() => say(messages.bot.contactMissingFields)}
            />
          </li>
        )}
        {lines.slice(split).map((line, offset) => bubble(line, split + offset))}
        {waiting ? <ChatTyping /> : null}
      </ChatLog>
      <ChatInput value={draft} onChange={setDraft} onSend={(text) => void send(text)} busy={waiting} inputRef={inputRef} />
    </>
  );
}
