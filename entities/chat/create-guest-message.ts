import { apiRequest } from '../../contract/client';
import type { GuestMessageBody } from '../../contract/guest-messages';

export type { GuestMessageBody };

// The contract (and zod) come with the first message sent: the panel opens without them.
export async function postGuestMessage(body: GuestMessageBody) {
  const { createGuestMessage } = await import('../../contract/guest-messages');
  return apiRequest(createGuestMessage, { body });
}
