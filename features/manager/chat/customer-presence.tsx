import { messages } from '../../../contract/messages';
import { Badge } from '../../../ui/badge';

export interface CustomerPresenceProps {
  /** The customer has the chat open in some tab now. */
  online: boolean;
}

/** Whether the customer is there to read an answer now; offline, the answer reaches them by e-mail. */
export function CustomerPresence({ online }: CustomerPresenceProps) {
  return (
    <Badge tone={online ? 'green' : 'neutral'} size="sm" dot data-presence={online ? 'online' : 'offline'}>
      {online ? messages.chat.customerOnline : messages.chat.customerOffline}
    </Badge>
  );
}
