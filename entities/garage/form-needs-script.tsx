import { HOTLINE } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { NoScriptNotice } from '../../ui/no-script-notice';
import { telHref } from '../../ui/tel-href';

/** Under a form of this feature, for a browser with JavaScript off: why it cannot be sent, and the garage's number. */
export function FormNeedsScript({ className }: { className?: string }) {
  return (
    <NoScriptNotice className={className}>
      {messages.common.formNeedsJavaScript}{' '}
      <a href={telHref(HOTLINE.display)} className="whitespace-nowrap underline underline-offset-4">
        {HOTLINE.display}
      </a>
    </NoScriptNotice>
  );
}
