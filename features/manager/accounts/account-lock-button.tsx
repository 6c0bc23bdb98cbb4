import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import type { Account } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { useSetAccountActive } from '../../../entities/account/set-account-active';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { RefusedRowButton } from '../row-actions';

export interface AccountLockButtonProps {
  account: Account;
  /** Known before asking (yourself, a Master): pressing the button says so, no question. */
  refusal?: string | null;
}

/**
 * Locks an active account or unlocks a locked one, after a question that follows its
 * current state; locking says the account is signed out everywhere. The server's answer
 * (or its refusal) is the toast; a refusal the row already shows (yourself, a Master) is said
 * before any question.
 */
export function AccountLockButton({ account, refusal }: AccountLockButtonProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { trigger: setActive } = useSetAccountActive();
  const locking = account.status;
  const action = locking ? 'Khóa' : 'Mở khóa';
  const Icon = locking ? Lock : LockOpen;
  const label = `${action} tài khoản ${account.fullName}`;

  if (refusal) {
    return (
      <RefusedRowButton label={label} refusal={refusal}>
        <Icon aria-hidden="true" />
      </RefusedRowButton>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`${action} tài khoản?`}
      description={
        <>
          {locking ? messages.account.lockConfirm : messages.account.unlockConfirm}
          <span className="mt-2 block font-semibold break-words text-ink">
            {account.fullName} · {account.email}
          </span>
          {locking ? <span className="mt-2 block">{messages.account.lockEndsSessions}</span> : null}
        </>
      }
      confirmLabel={action}
      failureMessage={null}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title={action}>
          <Icon aria-hidden="true" />
        </Button>
      }
      onConfirm={async () => {
        try {
          const answer = await setActive({ accountId: account._id, active: !locking });
          toast.success(answer.message || (locking ? messages.account.lockSuccess : messages.account.unlockSuccess));
        } catch (error) {
          toast.error(refusalText(error, messages.account.statusChangeFailed));
          // Nothing changed: close, the badge still tells the truth and the toast says why.
          setOpen(false);
        }
      }}
    />
  );
}
