import { useSWRConfig } from 'swr';
import { apiRequest } from '../../contract/client';
import { markGuestMessageAnswered, replyGuestMessage } from '../../contract/guest-messages';
import { guestMessagesKey } from './get-guest-messages';

/** Staff answer a guest's message by mail, or mark it answered after a call; either takes it off the list. */
export function useAnswerGuestMessage() {
  const { mutate } = useSWRConfig();
  const done = () => void mutate(guestMessagesKey);
  return {
    async reply(id: string, reply: string) {
      const answered = await apiRequest(replyGuestMessage, { params: { id }, body: { reply } });
      done();
      return answered;
    },
    async markAnswered(id: string) {
      const answered = await apiRequest(markGuestMessageAnswered, { params: { id } });
      done();
      return answered;
    },
  };
}
