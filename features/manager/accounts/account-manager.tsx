import { refusalText } from '../../../contract/client';
import type { Account } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { useUpdateManagedAccount } from '../../../entities/account/update-account';
import { useAssignRole } from '../../../entities/role/assign-role';
import { useRemoveRole } from '../../../entities/role/remove-role';
import { useRoles } from '../../../entities/role/get-roles';
import { ManagerPage } from '../manager-page';
import { useLoadErrorToast } from '../use-load-error-toast';
import { useManagerEditor } from '../use-manager-editor';
import { AccountForm } from './account-form';
import type { BranchId } from '../../../contract/garage';
import { useSetAccountBranch } from '../../../entities/account/set-account-branch';
import { AccountTable } from './account-table';
import { roleChanges } from './role-changes';

/** A failed step of the save, with the screen's text for when the server gives no reason. */
class SaveStepError extends Error {
  constructor(
    readonly reason: unknown,
    readonly fallback: string,
  ) {
    super(fallback);
  }
}

async function step<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SaveStepError(error, fallback);
  }
}

export interface AccountManagerProps {
  /** The signed-in Master's account id: their own row cannot be locked or deleted. */
  selfId?: string | undefined;
}

/**
 * `/manager/accounts` (Master only): every account with its roles and state; lock, unlock
 * and delete from the list, roles changed in the edit tab. Accounts are never added here
 * (people register themselves), so the second tab always edits.
 */
export function AccountManager({ selfId }: AccountManagerProps) {
  const editor = useManagerEditor<Account>({
    createSuccess: messages.account.updateSuccess,
    updateSuccess: messages.account.updateSuccess,
    // The server's refusal in its words (a Master's roles, no right...), else what failed.
    failure: (error) => (error instanceof SaveStepError ? refusalText(error.reason, error.fallback) : refusalText(error, messages.account.updateFailed)),
  });
  const roles = useRoles();
  const { trigger: assign } = useAssignRole();
  const { trigger: remove } = useRemoveRole();
  const { trigger: update } = useUpdateManagedAccount();
  useLoadErrorToast(roles.error, messages.roles.listLoadFailed);

  const { trigger: setBranch } = useSetAccountBranch();
  const saveRoles = (roleIds: string[], branch: BranchId | null) =>
    editor.save(async (account) => {
      if (!account) return;
      const changes = roleChanges(account.roles, roleIds);
      // Roles first, then the account itself, as the deployed client does. Removals go
      // before assignments: once Master is given, the server keeps every role the account has.
      for (const roleId of changes.remove) await step(() => remove({ accountId: account._id, roleId }), messages.roles.removeFailed);
      for (const roleId of changes.assign) await step(() => assign({ accountId: account._id, roleId }), messages.roles.assignFailed);
      await step(() => update({ id: account._id, body: { fullName: account.fullName, image: null } }), messages.account.updateFailed);
      if (branch !== (account.branch ?? null)) await step(() => setBranch({ accountId: account._id, branch }), messages.account.updateFailed);
    });

  return (
    <ManagerPage
      title="Quản lý tài khoản"
      description="Tài khoản khách hàng và nhân viên: vai trò, trạng thái hoạt động, khóa và mở khóa."
      noun="tài khoản"
      {...editor.page}
      // Nothing is added here: the tab reads 'Sửa tài khoản' even before a row is chosen.
      editing
      list={<AccountTable onEdit={editor.edit} selfId={selfId} />}
      form={
        <AccountForm
          key={editor.formKey}
          account={editor.editing}
          roles={roles.data}
          rolesFailed={Boolean(roles.error)}
          onSubmit={saveRoles}
          onPick={() => editor.page.onTabChange('list')}
        />
      }
    />
  );
}
