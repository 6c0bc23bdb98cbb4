import { WifiOff } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CHAT_EVENTS,
  CHAT_VIEWS,
  chatConversationSchema,
  chatMessageSchema,
  type ChatConversation,
  type ChatMessage,
  type ChatSocket,
  type ChatView,
} from '../../../contract/chat';
import { format, messages as texts } from '../../../contract/messages';
import { hasMorePages, useChatConversationPages } from '../../../entities/chat/get-chat-conversations';
import { useChatHistory } from '../../../entities/chat/get-chat-history';
import { useLiveSocket } from '../../../entities/chat/use-live-socket';
import { cn } from '../../../ui/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { ConversationSearch } from './conversation-search';
import { useSocketConnected } from './use-socket-connected';
import { appendMessage, applyToPages, byActivity, mergeMessages, pagesToList } from './conversation-updates';
import { CHAT_ACK_TIMEOUT_MS, emitWithAck } from './emit-with-ack';

type Connection = 'connecting' | 'connected' | 'disconnected' | 'failed';
/** Why the socket is not connected, as its last event said. */
type Trouble = 'disconnected' | 'failed' | null;

/** Several customers coming online at once announce themselves together: one list read for all of them. */
const LIST_REFRESH_DELAY_MS = 300;

const VIEW_LABELS: Record<ChatView, string> = { waiting: texts.chat.waitingLabel, active: texts.chat.activeLabel, ended: texts.chat.endedLabel };
const EMPTY_TEXTS: Record<ChatView, string> = { waiting: texts.chat.noWaiting, active: texts.chat.noActive, ended: texts.chat.noEnded };

/** The address's `view`, when it names one; the waiting customers otherwise. */
function viewOf(value: string | null): ChatView {
  return CHAT_VIEWS.find((view) => view === value) ?? 'waiting';
}

type DeskParam = 'view' | 'q' | 'customer';

export interface ChatDeskProps {
  /** Signs the staff's messages, as the deployed client sends it. */
  staffName?: string;
  /** How long to wait for the server's acknowledgement (10 s; stories shorten it). */
  ackTimeoutMs?: number;
  /** How long typing in the search pauses before the list is read again. */
  searchDelayMs?: number;
}

/**
 * The staff's inbox: the waiting, helped and ended conversations from the server, searched by
 * the customer's name or e-mail and kept current by the tab's socket, and one of them open to
 * read and answer (an ended one to read only). The view, the search and the open customer live
 * in the address (`?view=&q=&customer=`), so a staff alert can link straight to a customer.
 * Sending, opening and ending go over the socket with an acknowledgement, so a failure is said
 * rather than lost.
 */
export function ChatDesk({ staffName, ackTimeoutMs = CHAT_ACK_TIMEOUT_MS, searchDelayMs }: ChatDeskProps) {
  const toast = useToast();
  const socket = useLiveSocket();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const q = params.get('q')?.trim() || undefined;
  const selectedId = params.get('customer') || null;

  const list = useChatConversationPages({ view, q });
  const { mutate: mutatePages } = list;
  /** What the socket delivered per customer since this screen opened; the history is the rest. */
  const [live, setLive] = useState<Readonly<Record<string, readonly ChatMessage[]>>>({});
  /** The newest word on each conversation the socket or an acknowledgement brought, in any view. */
  const [known, setKnown] = useState<Readonly<Record<string, ChatConversation>>>({});
  const connected = useSocketConnected(socket);
  const [troubleOf, setTroubleOf] = useState<{ socket: ChatSocket | null; trouble: Trouble }>({ socket: null, trouble: null });
  const listRef = useRef<HTMLUListElement>(null);
  const everConnected = useRef(false);
  /** The conversation this screen is ending: its 'ended' update is no news to this person. */
  const ending = useRef<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refetchedAt = useRef<string | null>(null);
  /** The customer whose conversation was last opened (taken, marked read), so it happens once per choice. */
  const opened = useRef<string | null>(null);
  /** The row to give the focus back to once the list shows again (phone). */
  const returnFocusTo = useRef<string | null>(null);

  const trouble = socket && troubleOf.socket === socket ? troubleOf.trouble : null;
  const connection: Connection = connected ? 'connected' : (trouble ?? 'connecting');

  const conversations = useMemo(() => (list.data ? byActivity(pagesToList(list.data)) : undefined), [list.data]);
  const total = list.data?.at(-1)?.total;
  const listed = selectedId ? conversations?.find((conversation) => conversation.userId === selectedId) : undefined;
  const history = useChatHistory(selectedId);
  const { mutate: refreshHistory, isValidating: historyValidating } = history;
  const selected = selectedId ? (listed ?? known[selectedId] ?? history.data?.conversation ?? undefined) : undefined;
  const shown = useMemo(() => (selectedId ? mergeMessages(history.data?.messages ?? [], live[selectedId] ?? []) : []), [selectedId, history.data, live]);

  const setParam = (changes: Partial<Record<DeskParam, string | undefined>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  // Changing the list before its first answer would make swr drop that answer: until then the load brings everything.
  const hasList = list.data !== undefined;
  const upsert = (conversation: ChatConversation) => {
    setKnown((current) => (current[conversation.userId] === conversation ? current : { ...current, [conversation.userId]: conversation }));
    if (hasList) void mutatePages((current) => current && applyToPages(current, conversation, view, q !== undefined), { revalidate: false });
  };

  const addLive = (message: ChatMessage) =>
    setLive((current) => {
      const held = current[message.userId] ?? [];
      const next = appendMessage(held, message);
      return next === held ? current : { ...current, [message.userId]: next };
    });

  const onOpened = useEffectEvent((conversation: ChatConversation) => {
    upsert(conversation);
    // Taken from the waiting customers: the list follows it to those being helped.
    if (view === 'waiting' && conversation.status === 'active' && conversation.userId === selectedId) setParam({ view: 'active' });
  });

  /** Takes the conversation if it waits and marks it read; the answer is its new list entry. */
  const openConversation = useEffectEvent((userId: string) => {
    void emitWithAck(socket, CHAT_EVENTS.openChat, { userId }, ackTimeoutMs).then((outcome) => {
      if (outcome.kind !== 'answered') return;
      if (outcome.ack.ok) {
        if (outcome.ack.conversation) onOpened(outcome.ack.conversation);
      } else if (outcome.ack.error) toast.error(outcome.ack.error);
    });
  });

  const onConnect = useEffectEvent((current: ChatSocket) => {
    setTroubleOf({ socket: current, trouble: null });
    // The server replays nothing to staff: after a drop the list is read again, and the open
    // conversation follows by itself once the list says it has more than is shown.
    if (everConnected.current) void mutatePages();
    everConnected.current = true;
  });

  const onConversation = useEffectEvent((payload: unknown) => {
    const parsed = chatConversationSchema.safeParse(payload);
    if (!parsed.success) return;
    const conversation = parsed.data;
    // Ended by someone else while open here: it stays, to read, with a word why the box went.
    if (conversation.status === 'ended' && conversation.userId === selectedId && selected?.status !== 'ended' && ending.current !== conversation.userId) {
      toast.info(texts.chat.conversationEnded);
    }
    upsert(conversation);
  });

  const onMessage = useEffectEvent((payload: unknown) => {
    const parsed = chatMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    const message = parsed.data;
    addLive(message);
    // Read as it arrives only when someone can see it.
    if (message.sender === 'customer' && message.userId === selectedId && selected?.status !== 'ended' && document.visibilityState === 'visible') {
      openConversation(message.userId);
    }
  });

  const onStartChat = useEffectEvent((payload: unknown) => {
    const userId = typeof payload === 'object' && payload !== null && 'userId' in payload ? String(payload.userId) : null;
    // Every open conversation is announced on connect; only a waiting one the list lacks calls for a new read.
    if (view !== 'waiting' || !userId || !conversations || conversations.some((conversation) => conversation.userId === userId)) return;
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void mutatePages(), LIST_REFRESH_DELAY_MS);
  });

  // This screen open is what 'Nhân viên đang trực tuyến' tells customers: said on every
  // (re)connection, since the server forgets a socket's desk when its connection drops.
  useEffect(() => {
    if (!socket) return;
    const open = () => socket.emit(CHAT_EVENTS.deskOpen, {});
    if (socket.connected) open();
    socket.on('connect', open);
    return () => {
      socket.off('connect', open);
      if (socket.connected) socket.emit(CHAT_EVENTS.deskClose, {});
    };
  }, [socket]);

  useEffect(() => {
    if (!socket) return;
    everConnected.current = socket.connected;
    const handlers: Array<[string, (payload?: unknown) => void]> = [
      ['connect', () => onConnect(socket)],
      [
        'disconnect',
        (reason) => {
          // The tab let its socket go (a new one follows): not a lost connection.
          if (reason !== 'io client disconnect') setTroubleOf({ socket, trouble: 'disconnected' });
        },
      ],
      ['connect_error', () => setTroubleOf({ socket, trouble: 'failed' })],
      [CHAT_EVENTS.conversationUpdated, (payload) => onConversation(payload)],
      [CHAT_EVENTS.chatMessage, (payload) => onMessage(payload)],
      [CHAT_EVENTS.startChat, (payload) => onStartChat(payload)],
    ];
    for (const [event, handler] of handlers) socket.on(event, handler);
    return () => {
      for (const [event, handler] of handlers) socket.off(event, handler);
      clearTimeout(refreshTimer.current);
    };
  }, [socket]);

  // A customer chosen (a row, or the address): their conversation is opened once it is known
  // and the socket can carry it; an ended one is only read.
  const selectedStatus = selected?.status;
  useEffect(() => {
    if (!selectedId) {
      opened.current = null;
      return;
    }
    if (!selectedStatus || selectedStatus === 'ended' || opened.current === selectedId || connection !== 'connected') return;
    opened.current = selectedId;
    openConversation(selectedId);
  }, [selectedId, selectedStatus, connection]);

  // Back to the list on a phone: the row the conversation was opened from takes the focus again.
  useEffect(() => {
    if (selectedId || !returnFocusTo.current) return;
    listRef.current?.querySelector<HTMLElement>(`[data-user-id="${CSS.escape(returnFocusTo.current)}"]`)?.focus();
    returnFocusTo.current = null;
  }, [selectedId]);

  // Back to the tab with the conversation open: what arrived meanwhile is read now.
  const onVisible = useEffectEvent(() => {
    if (document.visibilityState === 'visible' && selected && selected.status !== 'ended' && selected.unreadCount > 0) openConversation(selected.userId);
  });
  useEffect(() => {
    const listener = () => onVisible();
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);

  // The list knows of messages the conversation does not show (missed while disconnected): read it again, once per gap.
  const lastShown = shown.at(-1)?.seq ?? 0;
  const hasHistory = history.data !== undefined;
  const selectedLastSeq = selected?.lastSeq ?? 0;
  useEffect(() => {
    if (!selectedId || !hasHistory || historyValidating || selectedLastSeq <= lastShown) return;
    const gap = `${selectedId}:${selectedLastSeq}`;
    if (refetchedAt.current === gap) return;
    refetchedAt.current = gap;
    void refreshHistory();
  }, [selectedId, selectedLastSeq, lastShown, hasHistory, historyValidating, refreshHistory]);

  const select = (userId: string) => setParam({ customer: userId });

  const back = () => {
    returnFocusTo.current = selectedId;
    setParam({ customer: undefined });
  };

  const send = async (message: string) => {
    if (!selected) {
      toast.error(texts.chat.selectUser);
      return false;
    }
    const outcome = await emitWithAck(socket, CHAT_EVENTS.sendMessage, { userId: selected.userId, message, from: staffName || texts.chat.staffName }, ackTimeoutMs);
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
    const outcome = await emitWithAck(socket, CHAT_EVENTS.endChat, { userId }, ackTimeoutMs);
    ending.current = null;
    if (outcome.kind !== 'answered' || !outcome.ack.ok) {
      toast.error(texts.chat.endFailed);
      return;
    }
    upsert(outcome.ack.conversation ?? { ...selected, status: 'ended', staffId: null, staffName: null });
    setParam({ customer: undefined });
    toast.success(texts.chat.ended);
  };

  const banner = connection === 'disconnected' ? texts.chat.disconnected : connection === 'failed' ? texts.chat.cannotConnect : null;
  const loadingMore = list.isValidating && list.size > (list.data?.length ?? 0);

  return (
    <div className="space-y-4">
      {banner ? (
        <p role="alert" className="flex items-center gap-2 rounded-card bg-danger-soft px-4 py-3 text-sm font-semibold text-danger-ink ring-1 ring-danger-line">
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          {banner}
        </p>
      ) : null}
      <div className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line md:grid md:h-[clamp(30rem,calc(100dvh-16rem),48rem)] md:grid-cols-[21rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-labelledby="chat-desk-list-title" className={cn('flex min-h-0 flex-col md:border-r md:border-line', selectedId && 'max-md:hidden')}>
          <h2 id="chat-desk-list-title" className="flex items-center gap-2 border-b border-line px-4 py-3 font-bold text-navy-900">
            {texts.chat.conversationsTitle}
            {total !== undefined ? <span className="font-semibold text-ink-muted tabular-nums">({total})</span> : null}
          </h2>
          <Tabs value={view} onValueChange={(next) => setParam({ view: next === 'waiting' ? undefined : next })} className="min-h-0 flex-1 gap-0">
            <div className="space-y-2 border-b border-line p-3">
              <TabsList variant="pills" aria-label={texts.chat.viewsLabel} className="w-full">
                {CHAT_VIEWS.map((option) => (
                  <TabsTrigger key={option} value={option} className="flex-1 px-2">
                    {VIEW_LABELS[option]}
                  </TabsTrigger>
                ))}
              </TabsList>
              <ConversationSearch value={q ?? ''} onSearch={(next) => setParam({ q: next })} delayMs={searchDelayMs} />
            </div>
            <TabsContent value={view} className="min-h-0 flex-1 overflow-y-auto">
              <ConversationList
                ref={listRef}
                conversations={conversations}
                loadFailed={Boolean(list.error)}
                onRetry={() => void mutatePages()}
                selectedUserId={selectedId}
                onSelect={select}
                emptyText={q ? format(texts.chat.noSearchResults, { q }) : EMPTY_TEXTS[view]}
                hasMore={hasMorePages(list.data)}
                loadingMore={loadingMore}
                onLoadMore={() => void list.setSize(list.size + 1)}
              />
            </TabsContent>
          </Tabs>
        </section>
        <div className={cn('min-h-0 max-md:h-[calc(100dvh-8rem)] max-md:min-h-[26rem]', !selectedId && 'max-md:hidden')}>
          <ConversationPane
            conversation={selected}
            chosen={selectedId !== null}
            messages={shown}
            history={history.data ? 'ready' : history.error ? 'failed' : selectedId ? 'loading' : 'ready'}
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
