import { STORAGE_KEYS } from '../../contract/constants';

/** One line of the bot conversation, in the shape the deployed client stores. */
export interface BotLine {
  text: string;
  isUser: boolean;
}

/** Enough to pick up a conversation after a reload without the storage growing for ever. */
export const BOT_HISTORY_LIMIT = 50;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isBotLine(value: unknown): value is BotLine {
  return typeof value === 'object' && value !== null && typeof (value as BotLine).text === 'string' && typeof (value as BotLine).isUser === 'boolean';
}

/** What an earlier visit left; anything unreadable is dropped rather than shown. */
export function parseBotHistory(raw: string | null): BotLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isBotLine).map(({ text, isUser }) => ({ text, isUser })) : [];
  } catch {
    return [];
  }
}

export function readBotHistory(): BotLine[] {
  return parseBotHistory(storage()?.getItem(STORAGE_KEYS.chatMessages) ?? null);
}

export function writeBotHistory(lines: readonly BotLine[]) {
  try {
    storage()?.setItem(STORAGE_KEYS.chatMessages, JSON.stringify(lines.slice(-BOT_HISTORY_LIMIT)));
  } catch {
    // A full or blocked storage only costs the history after a reload.
  }
}
