import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { CHAT_EVENTS, chatMessageSchema, chatTextSchema, type ChatAck, type ChatMessage, type ChatSocket } from '../../contract/chat';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { useChatHistory } from '../../entities/chat/get-chat-history';
import { useChatStatus } from '../../entities/chat/get-chat-status';
import { useLiveSocket } from '../../entities/chat/use-live-socket';
import type { ChatSession } from './chat-session';
import { connectErrorReason, highestSeq, liveTimeline, mergeChatMessages, staffPresence, type ChatNoticeEntry } from './live-chat-logic';

/** How long a sent message may wait for the server's acknowledgement before it counts as failed. */
export const SEND_ACK_TIMEOUT_MS = 10_000;

/** Before staff take the conversation, while they talk, after they end it. */
export type LiveChatStatus = 'waiting' | 'active' | 'ended';

export interface PendingChatMessage {
  id: number;
  text: string;
}

/** Why the chat cannot reach the server: the banner's second line is the server's reason, when it gave one. */
export interface ConnectProblem {
  title: string;
  reason: string | null;
}

/** A message on its way: queued until the chat is joined, then emitted; `settle` ends it either way. */
interface Outgoing {
  id: number;
  text: string;
  settle: (ack: ChatAck | null) => void;
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
 * The customer's live chat over the tab's shared socket: the stored history first, then
 * `join_chat` with the highest `seq` held (again after every reconnection, so the server
 * replays what was missed), and `leave_chat` when the chat closes. Messages can be written
 * from the first moment: until the join is acknowledged they wait in an outbox. Everything the
 * socket says becomes state; `send` waits for the server's acknowledgement and gives the text
 * back when it fails.
 */
export function useLiveChat(session: ChatSession, ackTimeoutMs = SEND_ACK_TIMEOUT_MS) {
  const socket = useLiveSocket();
  const history = useChatHistory(session.userId);
  const chatStatus = useChatStatus();
  const [received, setReceived] = useState<ChatMessage[]>([]);
  const [notices, setNotices] = useState<ChatNoticeEntry[]>([]);
  const [pending, setPending] = useState<PendingChatMessage[]>([]);
  const [status, setStatus] = useState<LiveChatStatus>('waiting');
  const [problem, setProblem] = useState<ConnectProblem | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  /** What staff_presence said last; null until it speaks (the HTTP status answers meanwhile). */
  const [livePresence, setLivePresence] = useState<boolean | null>(null);
  /** A new conversation after staff ended one: the chat joins again. */
  const [round, setRound] = useState(0);
  const socketRef = useRef<ChatSocket | null>(null);
  const joinedRef = useRef(false);
  /** The socket the chat was last joined on, until it leaves: closing the chat says so to the server. */
  const inChatRef = useRef<ChatSocket | null>(null);
  const outboxRef = useRef<Outgoing[]>([]);
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

  const { fullName, userId } = session;
  /** Emits a message with the fields the deployed server reads (it decides the speaker itself). */
  const dispatch = useCallback(
    (target: ChatSocket, item: Outgoing) => {
      target.emit(
        CHAT_EVENTS.sendMessage,
        { message: item.text, from: fullName || messages.chat.guestName, userId, adminSocketId: adminSocketIdRef.current },
        (answer: unknown) => item.settle(isAck(answer) ? answer : { ok: false, error: messages.chat.sendFailed }),
      );
    },
    [fullName, userId],
  );
  const flushOutbox = useEffectEvent((target: ChatSocket) => {
    for (const item of outboxRef.current.splice(0)) dispatch(target, item);
  });
  const refreshStatus = useEffectEvent(() => void chatStatus.mutate());

  // What the socket itself says about the connection, from the moment it exists: a refusal
  // can come before the history has loaded.
  useEffect(() => {
    if (!socket) return;
    const handlers: Handlers = {
      connect: () => {
        setProblem(null);
        setReconnecting(false);
      },
      connect_error: (error) => setProblem({ title: messages.chat.cannotConnect, reason: connectErrorReason(error) }),
      disconnect: (reason) => {
        // The tab let its socket go (signed out, or a new one replaces it): not this chat's failure.
        if (reason === 'io client disconnect') return;
        // The server closed it (the session ended): socket.io does not try again.
        if (reason === 'io server disconnect') setProblem({ title: messages.chat.disconnected, reason: null });
        else setReconnecting(true);
      },
    };
    for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);
    return () => {
      for (const [event, handler] of Object.entries(handlers)) socket.off(event, handler);
      // The chat closes (or the tab's socket changes): the customer shows offline once no tab has it open.
      if (inChatRef.current === socket) {
        if (socket.connected) socket.emit(CHAT_EVENTS.leaveChat);
        inChatRef.current = null;
      }
    };
  }, [socket]);

  // The history is read first, so the join asks only for what came after it; a failed read
  // still joins, and the server then replays the whole conversation.
  const historyDone = history.data !== undefined || history.error !== undefined;

  useEffect(() => {
    if (!historyDone || !socket) return;
    const live = socket;
    socketRef.current = live;
    joinedRef.current = false;
    let detached = false;
    let announced = false;
    const note = (text: string) => setNotices((current) => [...current, { id: ++counterRef.current, text, afterSeq: seqRef.current }]);
    const take = (payload: unknown) => {
      const parsed = chatMessageSchema.safeParse(payload);
      if (!parsed.success) return;
      seqRef.current = Math.max(seqRef.current, parsed.data.seq);
      setReceived((current) => mergeChatMessages(current, [parsed.data]));
    };
    const refuseQueued = (reason: string | null) => {
      for (const item of outboxRef.current.splice(0)) item.settle({ ok: false, error: reason ?? messages.chat.sendFailed });
    };
    const join = () => {
      joinedRef.current = false;
      live.emit(CHAT_EVENTS.joinChat, { lastSeq: seqRef.current }, (answer: unknown) => {
        if (detached) return;
        if (isAck(answer) && answer.ok) {
          // Opened on a conversation staff ended (the mail's link, a reload): it stays ended until
          // the customer writes, which starts the new wait; a message already queued is that.
          if (answer.conversation?.status === 'ended' && outboxRef.current.length === 0) setStatus('ended');
          joinedRef.current = true;
          inChatRef.current = live;
          setProblem(null);
          flushOutbox(live);
          return;
        }
        const reason = isAck(answer) && !answer.ok && answer.error ? answer.error : null;
        // The server's generic refusal is the title's own words: said once.
        setProblem({ title: messages.chat.cannotConnect, reason: reason === messages.chat.cannotConnect ? null : reason });
        refuseQueued(reason);
      });
    };

    const handlers: Handlers = {
      connect: () => {
        // After a reconnection the server says again whether staff hold the conversation, and who is online.
        setStatus((current) => (current === 'ended' ? current : 'waiting'));
        setLivePresence(null);
        refreshStatus();
        join();
      },
      disconnect: () => {
        joinedRef.current = false;
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
        adminSocketIdRef.current = null;
        // This conversation is over: nothing more is heard for it, and writing again joins anew,
        // which the server takes as a new wait. The chat stays open, so the customer stays online.
        detach();
      },
      [LIVE_EVENTS.staffPresence]: (payload) => {
        const online = typeof payload === 'object' && payload !== null ? (payload as { online?: unknown }).online : undefined;
        if (typeof online === 'boolean') setLivePresence(online);
      },
    };

    function detach() {
      if (detached) return;
      detached = true;
      for (const [event, handler] of Object.entries(handlers)) live.off(event, handler);
      joinedRef.current = false;
      if (socketRef.current === live) socketRef.current = null;
    }

    for (const [event, handler] of Object.entries(handlers)) live.on(event, handler);
    if (live.connected) join();
    return detach;
  }, [historyDone, socket, round]);

  useEffect(() => {
    const timers = timersRef.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const send = useCallback(
    (text: string) => {
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
        outboxRef.current = outboxRef.current.filter((item) => item.id !== id);
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
      const item: Outgoing = { id, text: checked.data, settle };

      if (status === 'ended') {
        // Writing after the end opens a new conversation: join again, then send.
        outboxRef.current.push(item);
        setStatus('waiting');
        setRound((current) => current + 1);
        return;
      }
      const socket = socketRef.current;
      if (socket && joinedRef.current) dispatch(socket, item);
      else outboxRef.current.push(item);
    },
    [status, ackTimeoutMs, dispatch],
  );

  return {
    timeline,
    held,
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
    presence: staffPresence(chatStatus.data, livePresence, chatStatus.error !== undefined, status === 'active'),
    opensAt: chatStatus.data?.opensAt ?? null,
    closedReason: chatStatus.data?.closedReason ?? null,
  };
}

function isAck(value: unknown): value is ChatAck {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}
