import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatConversation, ChatMessage, ChatSender } from '../../contract/chat';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { accounts, chatConversations, chatMessages } from '../db/schema';
import { conflict, notFound } from '../lib/http-errors';
import { newObjectId } from '../lib/object-id';

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

/** The list entries of the given conversations (or of every open one), newest activity first. */
async function conversationDtos(db: Db, where: { ids: string[] } | 'open'): Promise<ChatConversation[]> {
  const filter = where === 'open' ? inArray(chatConversations.status, ['waiting', 'active']) : inArray(chatConversations.id, where.ids);
  if (where !== 'open' && where.ids.length === 0) return [];
  const rows = await db
    .select({
      conversation: chatConversations,
      customerName: accounts.fullName,
      customerImage: accounts.image,
      staffName: staffAccounts.fullName,
    })
    .from(chatConversations)
    .innerJoin(accounts, eq(accounts.id, chatConversations.customerId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, chatConversations.staffId))
    .where(filter)
    .orderBy(sql`${chatConversations.updatedAt} desc`);
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
  return rows.map(({ conversation, customerName, customerImage, staffName }) => {
    const lastMessage = lastByConversation.get(conversation.id);
    return toDto(conversation, { customerName, customerImage, staffName }, lastMessage ? messageDto(lastMessage, conversation.customerId) : null);
  });
}

function toDto(
  conversation: ConversationRow,
  names: { customerName: string; customerImage: string | null; staffName: string | null },
  lastMessage: ChatMessage | null,
): ChatConversation {
  return {
    _id: conversation.id,
    userId: conversation.customerId,
    customerName: names.customerName,
    customerImage: names.customerImage,
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
    .select({ customerName: accounts.fullName, customerImage: accounts.image, staffName: staffAccounts.fullName })
    .from(accounts)
    .leftJoin(staffAccounts, eq(staffAccounts.id, sql`${conversation.staffId}`))
    .where(eq(accounts.id, conversation.customerId));
  if (!names) throw notFound(messages.chat.conversationNotFound);
  return toDto(conversation, names, lastMessage);
}

export async function conversationDto(db: Db, conversationId: string): Promise<ChatConversation> {
  const [dto] = await conversationDtos(db, { ids: [conversationId] });
  if (!dto) throw notFound(messages.chat.conversationNotFound);
  return dto;
}

/** Staff's list: conversations waiting or being answered, newest activity first. */
export function listOpenConversations(db: Db): Promise<ChatConversation[]> {
  return conversationDtos(db, 'open');
}

/**
 * A customer connects to chat: their conversation is created, or reopened if it had ended,
 * and waits for staff. `started` says whether it has just begun waiting (staff are told then).
 */
export async function startConversation(db: Db, customerId: string): Promise<{ conversation: ConversationRow; started: boolean }> {
  return db.transaction(async (tx) => {
    // ON CONFLICT makes two tabs connecting at once share one row instead of one failing.
    await tx.insert(chatConversations).values({ customerId }).onConflictDoNothing({ target: chatConversations.customerId });
    const [current] = await tx.select().from(chatConversations).where(eq(chatConversations.customerId, customerId)).for('update');
    if (!current) throw notFound(messages.chat.conversationNotFound);
    if (current.status !== 'ended') {
      const isNew = current.lastSeq === 0 && current.createdAt.getTime() === current.updatedAt.getTime();
      return { conversation: current, started: isNew };
    }
    const [reopened] = await tx
      .update(chatConversations)
      .set({ status: 'waiting', staffId: null })
      .where(eq(chatConversations.id, current.id))
      .returning();
    return { conversation: reopened!, started: true };
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
  created_at: Date | string;
  updated_at: Date | string;
  previous_status: ConversationRow['status'];
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
): Promise<{ message: ChatMessage; conversation: ConversationRow; taken: boolean }> {
  const sender: ChatSender = speaker.isStaff ? 'staff' : 'customer';
  const messageId = newObjectId();
  // Both drivers (node-postgres, PGlite) answer raw SQL with `rows`.
  const result = (await db.execute(sql`
    with previous as (
      select id, status from ${chatConversations} where customer_id = ${customerId} for update
    ), bumped as (
      update ${chatConversations} as c set
        last_seq = c.last_seq + 1,
        status = case when ${speaker.isStaff} and c.status = 'waiting' then 'active' else c.status end,
        staff_id = case when ${speaker.isStaff} and c.status = 'waiting' then ${speaker.id} else c.staff_id end,
        -- Staff have read what they answer.
        staff_read_seq = case when ${speaker.isStaff} then c.last_seq + 1 else c.staff_read_seq end,
        updated_at = now()
      from previous
      where c.id = previous.id and previous.status <> 'ended'
      returning c.*, previous.status as previous_status
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
  return { message, conversation, taken: speaker.isStaff && row.previous_status === 'waiting' };
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

/** Open conversations, for a staff socket that has just connected. */
export async function openConversationRows(db: Db): Promise<ConversationRow[]> {
  return db.select().from(chatConversations).where(inArray(chatConversations.status, ['waiting', 'active'])).orderBy(sql`${chatConversations.updatedAt} desc`);
}
