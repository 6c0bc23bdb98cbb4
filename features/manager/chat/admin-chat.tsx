import { LogIn } from 'lucide-react';
import { messages } from '../../../contract/messages';
import { ChatDesk, type ChatDeskProps } from './chat-desk';

export interface AdminChatProps extends ChatDeskProps {
  /** The stored token; the tab's socket cannot sign in without one. */
  token: string | null;
}

/** `/admin-chat`: the staff's inbox of customer chats, behind the back office's guard, on the tab's shared socket. */
export function AdminChat({ token, ...desk }: AdminChatProps) {
  return (
    <section aria-labelledby="admin-chat-title" className="space-y-4">
      <h1 id="admin-chat-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
        {messages.chat.staffChatTitle}
      </h1>
      {token ? (
        <ChatDesk {...desk} />
      ) : (
        <p role="alert" className="flex items-center gap-3 rounded-card bg-warning-soft px-4 py-4 font-semibold text-warning-ink ring-1 ring-warning-line">
          <LogIn aria-hidden="true" className="size-5 shrink-0" />
          {messages.chat.loginRequired}
        </p>
      )}
    </section>
  );
}
