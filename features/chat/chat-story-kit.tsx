/**
 * Stories only: the frame, fields and steps the chat stories share. Never imported by a screen.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STORAGE_KEYS } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { BotLine } from './bot-history';

/** A conversation shown on its own, at the size it has in the panel on a computer. */
export const panelFrame: Decorator = (Story) => (
  <div className="flex h-[38rem] w-96 max-w-full flex-col overflow-hidden rounded-card bg-surface shadow-overlay ring-1 ring-line">
    <Story />
  </div>
);

/** A fixed "today", so the booking form does not depend on the day the stories run. */
export const TODAY = '2030-06-10';
export const TOMORROW = '2030-06-11';

export const logOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('log', { name: messages.chat.messagesLabel }));
export const inputOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: messages.chat.inputLabel });
export const sendButtonOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: messages.chat.send });

/** Types a message and presses Enter, as a visitor sends it. */
export async function sendMessage(canvasElement: HTMLElement, text: string) {
  const input = inputOf(canvasElement);
  await userEvent.type(input, text);
  await userEvent.keyboard('{Enter}');
  await expect(input).toHaveValue('');
}

/** The bubble holding `text`: which side it is on and who speaks are on its list item. */
export function bubbleOf(canvasElement: HTMLElement, text: string) {
  return logOf(canvasElement).getByText(text).closest('li')!;
}

export function clearBotHistory() {
  localStorage.removeItem(STORAGE_KEYS.chatMessages);
}

export function storedBotHistory(): BotLine[] {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.chatMessages) ?? '[]') as BotLine[];
}

/** A real 1×1 PNG, so a picked picture previews. */
const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
export const pngFile = (name: string) => new File([pngBytes], name, { type: 'image/png' });
/** One byte over the 5,000,000-byte limit. */
export const tooLargeFile = () => new File([new Uint8Array(5_000_001)], 'qua-lon.jpg', { type: 'image/jpeg' });
