import { WifiOff } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CHAT_EVENTS, chatConversationSchema, chatMessageSchema, type ChatConversation, type ChatMessage, type ChatSocket } from '../../../contract/chat';
import { messages as texts } from '../../../contract/messages';
import { useChatConversations } from '../../../entities/chat/get-chat-conversations';
import { useChatHistory } from '../../../entities/chat/get-chat-history';
import { useChatSocketFactory } from '../../../entities/chat/chat-socket-context';
import { cn } from '../../../ui/cn';
import { useToast } from '../../../ui/toast';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { appendMessage, applyConversation, byActivity, mergeMessages, withoutConversation } from './conversation-updates';
import { CHAT_ACK_TIMEOUT_MS, emitWithAck } from './emit-with-ack';

type Connection = 'connecting' | 'connected' | 'disconnected' | 'failed';

/** Several customers coming online at once announce themselves together: one list read for all of them. */
const LIST_REFRESH_DELAY_MS = 300;

export interface ChatDeskProps {
  /** The stored token, for the socket's handshake. */
  token: string;
  /** Signs the staff's messages, as the deployed client sends it. */
  staffName?: string;
  /** How long to wait for the server's acknowledgement (10 s; stories shorten it). */
  ackTimeoutMs?: number;
}

/**
 * The staff's live chat: the open conversations from the server, kept current by the socket,
 * and one of them open to read and answer. Sending, opening and ending go over the socket
 * with an acknowledgement, so a failure is said rather than lost.
 */
export function ChatDesk({ token, staffName, ackTimeoutMs = CHAT_ACK_TIMEOUT_MS }: ChatDeskProps) {
  const toast = useToast();
  const factory = useChatSocketFactory();
  const list = useChatConversations();
  const { mutate: mutateList } = list;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  /** What the socket delivered per customer since this screen opened; the history is the rest. */
  const [live, setLive] = useState<Readonly<Record<string, readonly ChatMessage[]>>>({});
  const [connection, setConnection] = useState<Connection>('connecting');
  const socketRef = useRef<ChatSocket | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const everConnected = useRef(false);
  /** The conversation this screen is ending: its 'ended' update is no news to this person. */
  const ending = useRef<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refetchedAt = useRef<string | null>(null);

  const conversations = useMemo(() => (list.data ? byActivity(list.data) : undefined), [list.data]);
  const selected = selectedId ? conversations?.find((conversation) => conversation.userId === selectedId) : undefined;
  const history = useChatHistory(selected?.userId);
  const { mutate: refreshHistory, isValidating: historyValidating } = history;
  const shown = useMemo(
    () => (selected ? mergeMessages(history.data?.messages ?? [], live[selected.userId] ?? []) : []),
    [selected, history.data, live],
  );

  // Changing the list before its first answer would make swr drop that answer: until then the load brings everything.
  const hasList = list.data !== undefined;
  const upsert = (conversation: ChatConversation) => {
    if (hasList) void mutateList((current) => current && applyConversation(current, conversation), { revalidate: false });
  };

  const addLive = (message: ChatMessage) =>
    setLive((current) => {
      const held = current[message.userId] ?? [];
      const next = appendMessage(held, message);
      return next === held ? current : { ...current, [message.userId]: next };
    });

  /** Takes the conversation if it waits and marks it read; the answer is its new list entry. */
  const openConversation = (userId: string) => {
    void emitWithAck(socketRef.current, CHAT_EVENTS.openChat, { userId }, ackTimeoutMs).then((outcome) => {
      if (outcome.kind !== 'answered') return;
      if (outcome.ack.ok) {
        if (outcome.ack.conversation) upsert(outcome.ack.conversation);
      } else if (outcome.ack.error) toast.error(outcome.ack.error);
    });
  };

  const onConnect = useEffectEvent(() => {
    setConnection('connected');
    // The server replays nothing to staff: after a drop the list is read again, and the open
    // conversation follows by itself once the list says it has more than is shown.
    if (everConnected.current) void mutateList();
    everConnected.current = true;
  });

  const onConversation = useEffectEvent((payload: unknown) => {
    const parsed = chatConversationSchema.safeParse(payload);
    if (!parsed.success) return;
    const conversation = parsed.data;
    if (conversation.status === 'ended' && conversation.userId === selectedId) {
      setSelectedId(null);
      if (ending.current !== conversation.userId) toast.info(texts.chat.conversationEnded);
    }
    upsert(conversation);
  });

  const onMessage = useEffectEvent((payload: unknown) => {
    const parsed = chatMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    const message = parsed.data;
    addLive(message);
    // Read as it arrives only when someone can see it.
    if (message.sender === 'customer' && message.userId === selected?.userId && document.visibilityState === 'visible') openConversation(message.userId);
  });

  const onStartChat = useEffectEvent((payload: unknown) => {
    const userId = typeof payload === 'object' && payload !== null && 'userId' in payload ? String(payload.userId) : null;
    // Every open conversation is announced on connect; only one the list lacks calls for a new read.
    if (!userId || !list.data || list.data.some((conversation) => conversation.userId === userId)) return;
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void mutateList(), LIST_REFRESH_DELAY_MS);
  });

  useEffect(() => {
    const socket = factory({ token });
    socketRef.current = socket;
    const handlers: Array<[string, (payload?: unknown) => void]> = [
      ['connect', () => onConnect()],
      ['disconnect', () => setConnection('disconnected')],
      ['connect_error', () => setConnection('failed')],
      [CHAT_EVENTS.conversationUpdated, (payload) => onConversation(payload)],
      [CHAT_EVENTS.chatMessage, (payload) => onMessage(payload)],
      [CHAT_EVENTS.startChat, (payload) => onStartChat(payload)],
    ];
    for (const [event, handler] of handlers) socket.on(event, handler);
    return () => {
      for (const [event, handler] of handlers) socket.off(event, handler);
      socket.disconnect();
      socketRef.current = null;
      clearTimeout(refreshTimer.current);
    };
  }, [factory, token]);

  // Back to the tab with the conversation open: what arrived meanwhile is read now.
  const onVisible = useEffectEvent(() => {
    if (document.visibilityState === 'visible' && selected && selected.unreadCount > 0) openConversation(selected.userId);
  });
  useEffect(() => {
    const listener = () => onVisible();
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);

  // The list knows of messages the conversation does not show (missed while disconnected): read it again, once per gap.
  const lastShown = shown.at(-1)?.seq ?? 0;
  const hasHistory = history.data !== undefined;
  const selectedUserId = selected?.userId;
  const selectedLastSeq = selected?.lastSeq ?? 0;
  useEffect(() => {
    if (!selectedUserId || !hasHistory || historyValidating || selectedLastSeq <= lastShown) return;
    const gap = `${selectedUserId}:${selectedLastSeq}`;
    if (refetchedAt.current === gap) return;
    refetchedAt.current = gap;
    void refreshHistory();
  }, [selectedUserId, selectedLastSeq, lastShown, hasHistory, historyValidating, refreshHistory]);

  const select = (userId: string) => {
    setSelectedId(userId);
    openConversation(userId);
  };

  const back = () => {
    const userId = selected?.userId;
    flushSync(() => setSelectedId(null));
    // The row the conversation was opened from, so the person carries on where they were.
    if (userId) listRef.current?.querySelector<HTMLElement>(`[data-user-id="${CSS.escape(userId)}"]`)?.focus();
  };

  const send = async (message: string) => {
    if (!selected) {
      toast.error(texts.chat.selectUser);
      return false;
    }
    const outcome = await emitWithAck(socketRef.current, CHAT_EVENTS.sendMessage, { userId: selected.userId, message, from: staffName || texts.chat.staffName }, ackTimeoutMs);
    if (outcome.kind !== 'answered') {
      toast.error(texts.chat.sendFailed);
      return false;
    }
    if (!outcome.ack.ok) {
      toast.error(outcome.ack.error || texts.chat.sendFailed);
      return false;
    }
    if (outcome.ack.message) addLive(outcome.ack.message);
    return true;
  };

  const end = async () => {
    if (!selected) return;
    const { userId } = selected;
    ending.current = userId;
    const outcome = await emitWithAck(socketRef.current, CHAT_EVENTS.endChat, { userId }, ackTimeoutMs);
    ending.current = null;
    if (outcome.kind !== 'answered' || !outcome.ack.ok) {
      toast.error(texts.chat.endFailed);
      return;
    }
    if (hasList) void mutateList((current) => current && withoutConversation(current, userId), { revalidate: false });
    setSelectedId((current) => (current === userId ? null : current));
    toast.success(texts.chat.ended);
  };

  const banner = connection === 'disconnected' ? texts.chat.disconnected : connection === 'failed' ? texts.chat.cannotConnect : null;

  return (
    <div className="space-y-4">
      {banner ? (
        <p role="alert" className="flex items-center gap-2 rounded-card bg-danger-soft px-4 py-3 text-sm font-semibold text-danger-ink ring-1 ring-danger-line">
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          {banner}
        </p>
      ) : null}
      <div className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line md:grid md:h-[clamp(30rem,calc(100dvh-16rem),48rem)] md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="chat-desk-list-title" className={cn('flex min-h-0 flex-col md:border-r md:border-line', selected && 'max-md:hidden')}>
          <h2 id="chat-desk-list-title" className="flex items-center gap-2 border-b border-line px-4 py-3 font-bold text-navy-900">
            {texts.chat.conversationsTitle}
            {conversations ? <span className="font-semibold text-ink-muted tabular-nums">({conversations.length})</span> : null}
          </h2>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList
              ref={listRef}
              conversations={conversations}
              loadFailed={Boolean(list.error)}
              onRetry={() => void mutateList()}
              selectedUserId={selected?.userId ?? null}
              onSelect={select}
            />
          </div>
        </section>
        <div className={cn('min-h-0 max-md:h-[calc(100dvh-8rem)] max-md:min-h-[26rem]', !selected && 'max-md:hidden')}>
          <ConversationPane
            conversation={selected}
            messages={shown}
            history={history.data ? 'ready' : history.error ? 'failed' : 'loading'}
            onRetryHistory={() => void refreshHistory()}
            onBack={back}
            onEnd={end}
            onSend={send}
          />
        </div>
      </div>
    </div>
  );
}
