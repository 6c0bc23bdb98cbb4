import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_EMPTY_WAIT_MINUTES, type ChatConversation, type ChatConversationQuery, type ChatMessage, type ChatSender, type ChatView } from '../../contract/chat';
import { BRANCH_IDS, type BranchId } from '../../contract/garage';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { accounts, chatConversations, chatMessages } from '../db/schema';
import { conflict, notFound } from '../lib/http-errors';
import { newObjectId } from '../lib/object-id';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { containsPattern, searchWords } from '../lib/search-text';

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export interface Speaker {
  id: string;
  fullName: string;
  isStaff: boolean;
}

function messageDto(row: MessageRow, customerId: string): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    userId: customerId,
    seq: row.seq,
    sender: row.sender,
    from: row.senderName,
    message: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

const staffAccounts = alias(accounts, 'staff_accounts');

const VIEW_STATUSES: Record<ChatView | 'open', ChatConversationRowStatus[]> = {
  open: ['waiting', 'active'],
  waiting: ['waiting'],
  active: ['active'],
  ended: ['ended'],
};
type ChatConversationRowStatus = ConversationRow['status'];

/**
 * A wait in which the customer has written nothing (all of it read, or none yet) for
 * CHAT_EMPTY_WAIT_MINUTES: nobody's work any more. A wait's start is its `updated_at`, which
 * presence and reading leave alone, so nothing else moves it while nothing is written.
 */
export const emptyWaitLapsed = sql`(${chatConversations.status} = 'waiting' and ${chatConversations.lastSeq} = ${chatConversations.staffReadSeq} and ${chatConversations.updatedAt} < now() - make_interval(mins => ${CHAT_EMPTY_WAIT_MINUTES}))`;

/** The inbox's filters: the view's statuses, and every word of `q` in the customer's folded name or e-mail. */
function listFilter(query: { view: ChatView | undefined; q: string | undefined }): SQL {
  const conditions: SQL[] = [inArray(chatConversations.status, VIEW_STATUSES[query.view ?? 'open'])];
  if (query.view !== 'active' && query.view !== 'ended') conditions.push(sql`not ${emptyWaitLapsed}`);
  for (const word of searchWords(query.q)) conditions.push(sql`${accounts.searchDocument} like ${containsPattern(word)} escape '\\'`);
  return and(...conditions)!;
}

/** The list entries matching `where`, newest activity first, with their last messages. */
async function conversationDtos(db: Db, where: SQL, window: { limit: number; offset: number } | null = null): Promise<ChatConversation[]> {
  const select = db
    .select({
      conversation: chatConversations,
      customerName: accounts.fullName,
      customerImage: accounts.image,
      customerEmail: accounts.email,
      staffName: staffAccounts.fullName,
    })
    .from(chatConversations)
    .innerJoin(accounts, eq(accounts.id, chatConversations.customerId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, chatConversations.staffId))
    .where(where)
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id));
  const rows = window ? await select.limit(window.limit).offset(window.offset) : await select;
  const ids = rows.map((row) => row.conversation.id);
  const last =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .innerJoin(chatConversations, and(eq(chatConversations.id, chatMessages.conversationId), eq(chatConversations.lastSeq, chatMessages.seq)))
          .where(inArray(chatMessages.conversationId, ids));
  const lastByConversation = new Map(last.map((row) => [row.chat_messages.conversationId, row.chat_messages]));
  return rows.map(({ conversation, ...names }) => {
    const lastMessage = lastByConversation.get(conversation.id);
    return toDto(conversation, names, lastMessage ? messageDto(lastMessage, conversation.customerId) : null);
  });
}

/**
 * Staff's inbox: one view (waiting, active, ended; without one, waiting and active as the
 * first screen had it), searched by name or e-mail, newest activity first; paged when asked.
 */
export function listConversations(db: Db, query?: ChatConversationQuery): Promise<ListPage<ChatConversation>> {
  const where = listFilter({ view: query?.view, q: query?.q });
  const window = pageWindow(query);
  return pageOf(
    window,
    () => conversationDtos(db, where, window),
    async () =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(chatConversations)
            .innerJoin(accounts, eq(accounts.id, chatConversations.customerId))
            .where(where)
        )[0]?.n ?? 0,
      ),
  );
}

interface Names {
  customerName: string;
  customerImage: string | null;
  customerEmail: string;
  staffName: string | null;
}

function toDto(conversation: ConversationRow, names: Names, lastMessage: ChatMessage | null): ChatConversation {
  return {
    _id: conversation.id,
    userId: conversation.customerId,
    customerName: names.customerName,
    customerImage: names.customerImage,
    customerEmail: names.customerEmail,
    customerOnline: conversation.customerOnline,
    status: conversation.status,
    staffId: conversation.status === 'active' ? conversation.staffId : null,
    staffName: conversation.status === 'active' ? names.staffName : null,
    lastSeq: conversation.lastSeq,
    lastMessage,
    // Staff writing marks everything before it read, so whatever follows the read mark is the customer's.
    unreadCount: conversation.lastSeq - conversation.staffReadSeq,
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

/** The list entry after a message was stored: the conversation row and the message are known, only the names are read. */
export async function conversationDtoAfter(db: Db, conversation: ConversationRow, lastMessage: ChatMessage): Promise<ChatConversation> {
  const [names] = await db
    .select({ customerName: accounts.fullName, customerImage: accounts.image, customerEmail: accounts.email, staffName: staffAccounts.fullName })
    .from(accounts)
    .leftJoin(staffAccounts, eq(staffAccounts.id, sql`${conversation.staffId}`))
    .where(eq(accounts.id, conversation.customerId));
  if (!names) throw notFound(messages.chat.conversationNotFound);
  return toDto(conversation, names, lastMessage);
}

export async function conversationDto(db: Db, conversationId: string): Promise<ChatConversation> {
  const [dto] = await conversationDtos(db, eq(chatConversations.id, conversationId));
  if (!dto) throw notFound(messages.chat.conversationNotFound);
  return dto;
}

/**
 * A customer opens the chat: their conversation is created if they have none, and a new one
 * waits. An ended one stays ended (the mail's link opens the panel on it): the customer's next
 * message starts the new wait (appendMessage). An empty wait that lapsed starts again. `started`
 * is true for exactly one caller per wait, whichever process or tab joins first, so staff are
 * alerted once however often the panel opens.
 */
export async function startConversation(db: Db, customerId: string): Promise<{ conversation: ConversationRow; started: boolean }> {
  return db.transaction(async (tx) => {
    // ON CONFLICT makes two tabs connecting at once share one row; only the one that made it starts the wait.
    const made = await tx
      .insert(chatConversations)
      .values({ customerId })
      .onConflictDoNothing({ target: chatConversations.customerId })
      .returning({ id: chatConversations.id });
    const current = await lockConversation(tx, customerId);
    if (made.length > 0) return { conversation: current, started: true };
    const [restarted] = await tx
      .update(chatConversations)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(chatConversations.id, current.id), emptyWaitLapsed))
      .returning();
    return restarted ? { conversation: restarted, started: true } : { conversation: current, started: false };
  });
}

async function lockConversation(tx: Pick<Db, 'select'>, customerId: string): Promise<ConversationRow> {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.customerId, customerId)).for('update');
  if (!row) throw notFound(messages.chat.conversationNotFound);
  return row;
}

interface AppendedRow {
  id: string;
  customer_id: string;
  status: ConversationRow['status'];
  staff_id: string | null;
  last_seq: number;
  staff_read_seq: number;
  customer_online: boolean;
  customer_seen_seq: number;
  offline_mail_due_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  previous_status: ConversationRow['status'];
  /** The customer's message begins a wait: the conversation had ended, or its empty wait had lapsed. */
  starts_wait: boolean;
  message_id: string;
  message_created_at: Date | string;
}

/**
 * Stores one message, numbered after the last one, in a single statement: the conversation row
 * is locked, its number bumped and the message inserted atomically, so two writers can never
 * share a number, and a message rides one database round trip (the chat's hot path). Staff
 * writing to a waiting conversation take it. Nothing is delivered before this commits.
 */
export async function appendMessage(
  db: Db,
  customerId: string,
  speaker: Speaker,
  body: string,
  /** A staff reply to a customer who is away is mailed after this many seconds unless they come back. */
  offlineMailDelaySeconds = 120,
): Promise<{ message: ChatMessage; conversation: ConversationRow; taken: boolean; startsWait: boolean }> {
  const sender: ChatSender = speaker.isStaff ? 'staff' : 'customer';
  const messageId = newObjectId();
  // Both drivers (node-postgres, PGlite) answer raw SQL with `rows`.
  const result = (await db.execute(sql`
    with previous as (
      select id, status,
        not ${speaker.isStaff} and (status = 'ended' or ${emptyWaitLapsed}) as starts_wait
      from ${chatConversations} where customer_id = ${customerId} for update
    ), bumped as (
      update ${chatConversations} as c set
        last_seq = c.last_seq + 1,
        status = case when ${speaker.isStaff} and c.status = 'waiting' then 'active'
          when not ${speaker.isStaff} and c.status = 'ended' then 'waiting' else c.status end,
        staff_id = case when ${speaker.isStaff} and c.status = 'waiting' then ${speaker.id}
          when not ${speaker.isStaff} and c.status = 'ended' then null else c.staff_id end,
        -- Staff have read what they answer.
        staff_read_seq = case when ${speaker.isStaff} then c.last_seq + 1 else c.staff_read_seq end,
        -- A reply to an absent customer: mailed once staff have been quiet this long (each reply moves it on).
        offline_mail_due_at = case when ${speaker.isStaff} and not c.customer_online
          then now() + make_interval(secs => ${offlineMailDelaySeconds}) else c.offline_mail_due_at end,
        updated_at = now()
      from previous
      -- Staff cannot write into an ended conversation; the customer writing starts a new wait.
      where c.id = previous.id and (previous.status <> 'ended' or not ${speaker.isStaff})
      returning c.*, previous.status as previous_status, previous.starts_wait
    ), inserted as (
      insert into ${chatMessages} (id, conversation_id, seq, sender, sender_id, sender_name, body)
      select ${messageId}, bumped.id, bumped.last_seq, ${sender}, ${speaker.id}, ${speaker.fullName}, ${body} from bumped
      returning id as message_id, created_at as message_created_at
    )
    select bumped.*, inserted.* from bumped, inserted
  `)) as unknown as { rows: AppendedRow[] };
  const row = result.rows[0];
  if (!row) {
    // Nothing was written: say why.
    const [current] = await db.select({ status: chatConversations.status }).from(chatConversations).where(eq(chatConversations.customerId, customerId));
    throw current ? conflict(messages.chat.conversationEnded) : notFound(messages.chat.conversationNotFound);
  }
  const conversation: ConversationRow = {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    staffId: row.staff_id,
    lastSeq: Number(row.last_seq),
    staffReadSeq: Number(row.staff_read_seq),
    customerOnline: row.customer_online,
    customerSeenSeq: Number(row.customer_seen_seq),
    offlineMailDueAt: row.offline_mail_due_at === null ? null : new Date(row.offline_mail_due_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
  const message: ChatMessage = {
    _id: row.message_id,
    conversationId: row.id,
    userId: customerId,
    seq: conversation.lastSeq,
    sender,
    from: speaker.fullName,
    message: body,
    createdAt: new Date(row.message_created_at).toISOString(),
  };
  return { message, conversation, taken: speaker.isStaff && row.previous_status === 'waiting', startsWait: row.starts_wait === true };
}

/** Staff open a conversation: a waiting one is theirs from now on, and all of it counts as read. */
export async function openConversation(db: Db, customerId: string, staff: Speaker): Promise<{ conversation: ConversationRow; taken: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockConversation(tx, customerId);
    if (current.status === 'ended') throw conflict(messages.chat.conversationEnded);
    const taken = current.status === 'waiting';
    const [conversation] = await tx
      .update(chatConversations)
      .set({
        staffReadSeq: current.lastSeq,
        ...(taken ? { status: 'active' as const, staffId: staff.id } : {}),
        // Reading is not activity: the list keeps its order.
        updatedAt: taken ? new Date() : current.updatedAt,
      })
      .where(eq(chatConversations.id, current.id))
      .returning();
    return { conversation: conversation!, taken };
  });
}

export async function endConversation(db: Db, customerId: string): Promise<ConversationRow> {
  return db.transaction(async (tx) => {
    const current = await lockConversation(tx, customerId);
    if (current.status === 'ended') throw conflict(messages.chat.conversationEnded);
    const [conversation] = await tx
      .update(chatConversations)
      .set({ status: 'ended', staffId: null, staffReadSeq: current.lastSeq })
      .where(eq(chatConversations.id, current.id))
      .returning();
    return conversation!;
  });
}

/** A customer's conversation and its messages after `afterSeq`, in order; none yet is not an error. */
export async function conversationHistory(db: Db, customerId: string, afterSeq = 0): Promise<{ conversation: ChatConversation | null; messages: ChatMessage[] }> {
  const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.customerId, customerId));
  if (!row) return { conversation: null, messages: [] };
  const [conversation, rows] = await Promise.all([
    conversationDto(db, row.id),
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, row.id), gt(chatMessages.seq, afterSeq)))
      .orderBy(asc(chatMessages.seq)),
  ]);
  return { conversation, messages: rows.map((message) => messageDto(message, customerId)) };
}

/**
 * The customer opened or closed the chat in their last tab. Opening: what is stored has reached
 * them, and no reply waits to be mailed. Closing: what they had is seen. Answers the row when
 * the list entry changed (staff are told), null otherwise.
 */
export async function setCustomerPresence(db: Db, customerId: string, online: boolean): Promise<ConversationRow | null> {
  const [row] = await db
    .update(chatConversations)
    .set({
      customerOnline: online,
      customerSeenSeq: sql`${chatConversations.lastSeq}`,
      ...(online ? { offlineMailDueAt: null } : {}),
      // Presence is not activity: the list keeps its order.
      updatedAt: sql`${chatConversations.updatedAt}`,
    })
    .where(and(eq(chatConversations.customerId, customerId), sql`${chatConversations.customerOnline} <> ${online}`))
    .returning();
  if (!row && online) {
    // Already online (another tab): still nothing waits to be mailed.
    await db
      .update(chatConversations)
      .set({ customerSeenSeq: sql`${chatConversations.lastSeq}`, offlineMailDueAt: null, updatedAt: sql`${chatConversations.updatedAt}` })
      .where(eq(chatConversations.customerId, customerId));
  }
  return row ?? null;
}

/** Conversations whose reply mail is due now (the job then checks presence and claims each one). */
export async function dueOfflineReplies(db: Db, limit = 50): Promise<Array<{ id: string; customerId: string }>> {
  return db
    .select({ id: chatConversations.id, customerId: chatConversations.customerId })
    .from(chatConversations)
    .where(lte(chatConversations.offlineMailDueAt, sql`now()`))
    .orderBy(chatConversations.offlineMailDueAt)
    .limit(limit);
}

/**
 * In one transaction with the mail: takes a due conversation (skipped if another process has
 * it), the staff messages the customer has not seen, and marks them seen, so each reply is
 * mailed once. `stillAway` false (the customer is back): nothing is mailed, all is seen.
 */
export async function takeOfflineReplies(
  tx: Db,
  conversationId: string,
  stillAway: boolean,
): Promise<{ customerId: string; replies: ChatMessage[] } | null> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), lte(chatConversations.offlineMailDueAt, sql`now()`)))
    .for('update', { skipLocked: true });
  if (!row) return null;
  const replies = stillAway
    ? await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, row.id), gt(chatMessages.seq, row.customerSeenSeq), eq(chatMessages.sender, 'staff')))
        .orderBy(asc(chatMessages.seq))
    : [];
  await tx
    .update(chatConversations)
    .set({ offlineMailDueAt: null, customerSeenSeq: row.lastSeq, updatedAt: row.updatedAt })
    .where(eq(chatConversations.id, row.id));
  return { customerId: row.customerId, replies: replies.map((message) => messageDto(message, row.customerId)) };
}

/** Open conversations, for a staff socket that has just connected. */
export async function openConversationRows(db: Db): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(and(inArray(chatConversations.status, ['waiting', 'active']), sql`not ${emptyWaitLapsed}`))
    .orderBy(sql`${chatConversations.updatedAt} desc`);
}

/** The branches a staff member's chat desk answers for when it names none: their usual branch, or both. */
export async function deskBranchesOf(db: Db, accountId: string): Promise<BranchId[]> {
  const [row] = await db.select({ usualBranch: accounts.usualBranch }).from(accounts).where(eq(accounts.id, accountId));
  const usual = BRANCH_IDS.find((branch) => branch === row?.usualBranch);
  return usual ? [usual] : [...BRANCH_IDS];
}
