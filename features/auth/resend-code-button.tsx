import { MailPlus } from 'lucide-react';
import { RESEND_CODE_COOLDOWN_SECONDS } from '../../contract/accounts';
import { format, messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { useCooldown } from './use-cooldown';

export interface ResendCodeButtonProps {
  /** Sends the code again; resolves true when the mail went out, which starts the wait again. */
  onResend: () => Promise<boolean>;
  /** The request is on its way. */
  sending: boolean;
  /** Seconds to wait between two sends (and after the dialog opens, as a code was just sent). */
  cooldownSeconds?: number;
}

/**
 * "Gửi lại mã" with a countdown: a customer who cannot find the mail is told when they may
 * ask again, instead of firing mails faster than they arrive (the server limits them too).
 */
export function ResendCodeButton({ onResend, sending, cooldownSeconds = RESEND_CODE_COOLDOWN_SECONDS }: ResendCodeButtonProps) {
  const cooldown = useCooldown(cooldownSeconds, true);
  const waiting = cooldown.secondsLeft > 0 || sending;
  const resend = async () => {
    if (waiting) return;
    if (await onResend()) cooldown.start();
  };
  return (
    // aria-disabled, not disabled: the button keeps the focus while it counts down.
    <Button type="button" variant="link" size="sm" aria-disabled={waiting || undefined} onClick={() => void resend()}>
      <MailPlus aria-hidden="true" />
      {cooldown.secondsLeft > 0 ? format(messages.auth.resendCodeWait, { seconds: cooldown.secondsLeft }) : messages.auth.resendCode}
    </Button>
  );
}
