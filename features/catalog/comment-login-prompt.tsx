import { LogIn } from 'lucide-react';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';

export interface CommentLoginPromptProps {
  /** Opens the login dialog (composed in app/: features do not import the auth feature). */
  onLoginRequest: () => void;
}

/** Where the comment form would be, for a visitor who is not signed in. */
export function CommentLoginPrompt({ onLoginRequest }: CommentLoginPromptProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-control bg-surface-muted px-4 py-3 ring-1 ring-line">
      <p className="text-ink">{messages.comments.loginPrompt}</p>
      <Button variant="outline" onClick={onLoginRequest}>
        <LogIn aria-hidden="true" />
        {messages.comments.loginButton}
      </Button>
    </div>
  );
}
