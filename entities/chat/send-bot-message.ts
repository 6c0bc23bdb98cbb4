import { botChat } from '../../contract/bot';
import { apiRequest } from '../../contract/client';

/** Asks the garage's bot; `userId` is the stored user id or 'guest', as the deployed client sends it. */
export function sendBotMessage(message: string, userId: string) {
  return apiRequest(botChat, { body: { message, userId } });
}
