import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_EVENTS, chatMessageSchema, chatTextSchema, type ChatAck, type ChatMessage, type ChatSocket } from '../../contract/chat';
import { messages } from '../../contract/messages';
import { useChatSocketFactory } from '../../entities/chat/chat-socket-context';
import { useChatHistory } from '../../entities/chat/get-chat-history';
import type { ChatSession } from './chat-session';
import { connectErrorReason, highestSeq, liveTimeline, mergeChatMessages, type ChatNoticeEntry } from './live-chat-logic';

/** How long a sent message may wait for the server's acknowledgement before it counts as failed. */
export const SEND_ACK_TIMEOUT_MS = 10_000;

/** Before staff take the conversation, while they talk, after they end it. */
export type LiveChatStatus = 'waiting' | 'active' | 'ended';

export interface PendingChatMessage {
  id: number;
  text: string;
}

/** Why the socket cannot connect: the banner's second line is the server's reason, when it gave one. */
export interface ConnectProblem {
  title: string;
  reason: string | null;
}

// The socket.io events the customer's screen listens to; the deployed client's
// receive_message repeats what chat_message carries, so it is not needed.
type Handlers = Record<string, (payload?: unknown) => void>;

/** A field of an event's payload, when the payload is an object and the field a non-empty string. */
function textField(payload: unknown, name: string): string | null {
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value ? value : null;
}

/**
 * The customer's live chat: the stored history first, then a socket that resumes after the
 * highest `seq` held. Everything the socket says becomes state; `send` waits for the server's
 * acknowledgement and gives the text back when it fails.
 */
export function useLiveChat(session: ChatSession, ackTimeoutMs = SEND_ACK_TIMEOUT_MS) {
  const connect = useChatSocketFactory();
  const history = useChatHistory(session.userId);
  const [received, setReceived] = useState<ChatMessage[]>([]);
  const [notices, setNotices] = useState<ChatNoticeEntry[]>([]);
  const [pending, setPending] = useState<PendingChatMessage[]>([]);
  const [status, setStatus] = useState<LiveChatStatus>('waiting');
  const [problem, setProblem] = useState<ConnectProblem | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const socketRef = useRef<ChatSocket | null>(null);
  const seqRef = useRef(0);
  const adminSocketIdRef = useRef<string | null>(null);
  const counterRef = useRef(0);
  const timersRef = useRef(new Set<ReturnType<typeof setTimeout>>());

  const stored = history.data?.messages;
  const held = useMemo(() => mergeChatMessages(stored ?? [], received), [stored, received]);
  const timeline = useMemo(() => liveTimeline(held, notices), [held, notices]);

  useEffect(() => {
    seqRef.current = Math.max(seqRef.current, highestSeq(held));
  }, [held]);

  // The history is read first, so the socket asks only for what came after it; a failed read
  // still connects, and the socket then sends the whole conversation.
  const historyDone = history.data !== undefined || history.error !== undefined;
  const { token } = session;

  useEffect(() => {
    if (!historyDone || !token) return;
    const socket = connect({ token, lastSeq: () => seqRef.current });
    socketRef.current = socket;
    let closing = false;
    let announced = false;
    const note = (text: string) => setNotices((current) => [...current, { id: ++counterRef.current, text, afterSeq: seqRef.current }]);
    const take = (payload: unknown) => {
      const parsed = chatMessageSchema.safeParse(payload);
      if (!parsed.success) return;
      seqRef.current = Math.max(seqRef.current, parsed.data.seq);
      setReceived((current) => mergeChatMessages(current, [parsed.data]));
    };

    const handlers: Handlers = {
      connect: () => {
        setProblem(null);
        setReconnecting(false);
        // After a reconnection the server says again whether staff hold the conversation.
        setStatus((current) => (current === 'ended' ? current : 'waiting'));
      },
      connect_error: (error) => setProblem({ title: messages.chat.cannotConnect, reason: connectErrorReason(error) }),
      disconnect: (reason) => {
        if (closing) return;
        // The server closed it (the session ended): socket.io does not try again.
        if (reason === 'io server disconnect') setProblem({ title: messages.chat.disconnected, reason: null });
        else setReconnecting(true);
      },
      [CHAT_EVENTS.startChat]: (payload) => {
        adminSocketIdRef.current = textField(payload, 'adminSocketId');
        setStatus((current) => (current === 'ended' ? current : 'active'));
        if (!announced) note(messages.chat.adminConnected);
        announced = true;
      },
      [CHAT_EVENTS.chatMessage]: take,
      [CHAT_EVENTS.chatEnded]: (payload) => {
        note(textField(payload, 'message') ?? messages.chat.ended);
        setStatus('ended');
        setPending([]);
        // Opening the live chat again connects anew, which the server takes as a new wait.
        closing = true;
        socket.disconnect();
      },
    };
    for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);
    return () => {
      closing = true;
      for (const [event, handler] of Object.entries(handlers)) socket.off(event, handler);
      socket.disconnect();
      socketRef.current = null;
    };
  }, [historyDone, token, connect]);

  useEffect(() => {
    const timers = timersRef.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const send = useCallback(
    (text: string) => {
      const socket = socketRef.current;
      if (!socket || status !== 'active') return;
      const checked = chatTextSchema.safeParse(text);
      if (!checked.success) {
        setSendError(checked.error.issues[0]?.message ?? messages.chat.sendFailed);
        return;
      }
      const id = ++counterRef.current;
      setDraft('');
      setSendError(null);
      setPending((current) => [...current, { id, text: checked.data }]);
      let settled = false;
      const settle = (ack: ChatAck | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        timersRef.current.delete(timer);
        setPending((current) => current.filter((message) => message.id !== id));
        if (ack?.ok) {
          if (ack.message) {
            const parsed = chatMessageSchema.safeParse(ack.message);
            if (parsed.success) setReceived((current) => mergeChatMessages(current, [parsed.data]));
          }
          return;
        }
        setSendError(ack && !ack.ok && ack.error ? ack.error : messages.chat.sendFailed);
        // The words come back to the field, unless something new was typed meanwhile.
        setDraft((current) => (current.trim() ? current : text));
      };
      const timer = setTimeout(() => settle(null), ackTimeoutMs);
      timersRef.current.add(timer);
      socket.emit(
        CHAT_EVENTS.sendMessage,
        { message: checked.data, from: session.fullName || messages.chat.guestName, userId: session.userId, adminSocketId: adminSocketIdRef.current },
        (answer: unknown) => settle(isAck(answer) ? answer : { ok: false, error: messages.chat.sendFailed }),
      );
    },
    [status, session.fullName, session.userId, ackTimeoutMs],
  );

  return {
    timeline,
    pending,
    status,
    problem,
    reconnecting,
    sendError,
    draft,
    setDraft: (value: string) => {
      setDraft(value);
      setSendError(null);
    },
    send,
    historyLoading: !historyDone,
    historyFailed: history.error !== undefined,
  };
}

function isAck(value: unknown): value is ChatAck {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}
