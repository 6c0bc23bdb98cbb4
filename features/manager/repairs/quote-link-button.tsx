import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { useCreateQuoteLink } from '../../../entities/repair/create-quote-link';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';

export interface QuoteLinkButtonProps {
  repairId: string;
}

/**
 * The desk copies the one-tap approval link of the job's current quote, to send by Zalo or SMS:
 * the customer opens the approval without a code or a sign-in. Where the browser refuses the
 * clipboard, the link is shown to be copied by hand.
 */
export function QuoteLinkButton({ repairId }: QuoteLinkButtonProps) {
  const toast = useToast();
  const create = useCreateQuoteLink();
  const fieldId = useId();
  const [shown, setShown] = useState<string | null>(null);

  const copy = async () => {
    let url: string;
    try {
      url = (await create.trigger({ id: repairId })).url;
    } catch (error) {
      toast.error(refusalText(error, messages.quotes.linkFailed));
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setShown(null);
      toast.success(messages.quotes.linkCopied);
    } catch {
      setShown(url);
      toast.warning(messages.quotes.linkCopyFailed);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" pending={create.isMutating} pendingLabel={messages.quotes.linkButton} onClick={() => void copy()}>
        <Link2 aria-hidden="true" />
        {messages.quotes.linkButton}
      </Button>
      {shown ? (
        <div className="basis-full space-y-1">
          <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
            {messages.quotes.linkLabel}
          </label>
          <Input id={fieldId} readOnly value={shown} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
    </>
  );
}
