import { CircleStop } from 'lucide-react';
import { useState } from 'react';
import { format, messages } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

export interface EndChatButtonProps {
  customerName: string;
  /** Ends the conversation and says how it went (a toast); it never rejects, so the dialog closes either way. */
  onEnd: () => Promise<unknown>;
}

/** Ends a conversation after asking, naming the customer. */
export function EndChatButton({ customerName, onEnd }: EndChatButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`${messages.chat.endChat}?`}
      description={format(messages.chat.endConfirm, { name: customerName })}
      confirmLabel={messages.chat.endChat}
      failureMessage={null}
      trigger={
        // The words show on every width: an icon alone does not say it ends the conversation.
        <Button variant="outline" size="sm" className="shrink-0 text-danger-ink hover:border-danger hover:bg-danger-soft">
          <CircleStop aria-hidden="true" />
          {messages.chat.endChat}
        </Button>
      }
      onConfirm={onEnd}
    />
  );
}
