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
        <Button variant="outline" size="sm" title={messages.chat.endChat} className="text-danger-ink hover:border-danger hover:bg-danger-soft max-sm:size-control-sm max-sm:px-0">
          <CircleStop aria-hidden="true" />
          {/* A phone's header has room for the name or the words, not both: the icon stays, the words are read out. */}
          <span className="max-sm:sr-only">{messages.chat.endChat}</span>
        </Button>
      }
      onConfirm={onEnd}
    />
  );
}
