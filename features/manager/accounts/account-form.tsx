import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, ShieldAlert, UserRoundSearch } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CUSTOMER_ROLE, type Account } from '../../../contract/accounts';
import { formatDate } from '../../../contract/format';
import { branchOf, BRANCH_IDS, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import type { Role } from '../../../contract/roles';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { FormActions } from '../form-actions';
import { AccountStatusBadge, accountTypeLabel, isMasterAccount, roleLabel } from './account-labels';
import { chosenRoleIds, toggleRole } from './role-changes';

/** Name and e-mail are the account's own and shown read-only; a role must be chosen ('Khách hàng' is one). */
const accountRolesSchema = z.object({
  roleIds: z.array(z.string()).min(1, messages.validation.fillAllFields),
  /** '' for none. */
  branch: z.enum(['', ...BRANCH_IDS]),
});
export type AccountRolesValues = z.infer<typeof accountRolesSchema>;

const branchOptions = [{ value: '', label: 'Chưa gán' }, ...BRANCH_IDS.map((id) => ({ value: id, label: branchOf(id)?.name ?? id }))];

export interface AccountFormProps {
  /** The account chosen in the list, or null before one is. */
  account: Account | null;
  /** The roles the server keeps (admin, master); undefined while they load. */
  roles: readonly Role[] | undefined;
  rolesFailed?: boolean;
  /** Saves the chosen role ids, CUSTOMER_ROLE's for none (the changes, then the account), and the branch it works at. */
  onSubmit: (roleIds: string[], branch: BranchId | null) => Promise<void>;
  /** Back to the list, to choose an account. */
  onPick: () => void;
}

/**
 * Edit one account's roles: full name and e-mail read-only, one checkbox per role, at least one
 * required. 'Khách hàng' (no staff role) comes first and excludes the staff roles, so a Master
 * makes an admin a customer again by ticking it. A Master's account is shown read-only: nobody
 * edits it here.
 */
export function AccountForm({ account, roles, rolesFailed = false, onSubmit, onPick }: AccountFormProps) {
  const initial: AccountRolesValues = { roleIds: account ? chosenRoleIds(account.roles) : [], branch: account?.branch ?? '' };
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountRolesValues>({ defaultValues: initial, resolver: zodResolver(accountRolesSchema) });

  if (!account) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line">
        <UserRoundSearch aria-hidden="true" className="size-10 text-navy-400" />
        <p className="font-semibold text-ink">{messages.account.pickToEdit}</p>
        <Button variant="outline" onClick={onPick}>
          Đến danh sách tài khoản
        </Button>
      </div>
    );
  }

  const locked = isMasterAccount(account);
  // The account's own roles stay listed while the role list loads (or if it failed).
  const choices: Role[] = [CUSTOMER_ROLE, ...(roles ?? [])];
  for (const role of account.roles) if (!choices.some((choice) => choice._id === role._id)) choices.push(role);
  const rolesNote = rolesFailed ? messages.roles.listLoadFailed : roles?.length === 0 ? messages.roles.empty : null;

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.roleIds, values.branch || null))} aria-label={`Sửa tài khoản ${account.fullName}`} className="space-y-6">
      <div className="flex flex-wrap items-center gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
        <Avatar size="lg" src={account.image} alt="" />
        <div className="min-w-0 flex-1">
          <p className="font-bold break-words text-navy-900">{account.fullName}</p>
          <p className="text-sm text-ink-muted">
            Đăng nhập bằng {accountTypeLabel(account.type)} · Tạo ngày {formatDate(account.createdAt)}
          </p>
        </div>
        <AccountStatusBadge active={account.status} />
      </div>
      {locked ? (
        <p role="note" className="flex items-start gap-2 rounded-control bg-warning-soft p-3 text-sm font-semibold text-warning-ink ring-1 ring-warning-line">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {messages.account.cannotEditMaster}
        </p>
      ) : null}
      <fieldset disabled={isSubmitting || locked} className="grid min-w-0 gap-5 md:grid-cols-2">
        <FormField label="Họ tên">
          <Input readOnly value={account.fullName} />
        </FormField>
        <FormField label="Email">
          <Input type="email" readOnly value={account.email} />
        </FormField>
        <fieldset className="min-w-0 md:col-span-2" aria-describedby={errors.roleIds ? 'account-roles-error' : 'account-roles-hint'}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            Vai trò <span aria-hidden="true" className="text-danger">*</span>
          </legend>
          <Controller
            control={control}
            name="roleIds"
            render={({ field }) => (
              <div className="flex flex-wrap gap-x-6 gap-y-3">
                {choices.map((role) => (
                  <FormField key={role._id} layout="inline" label={roleLabel(role)}>
                    <Checkbox
                      checked={field.value.includes(role._id)}
                      aria-invalid={errors.roleIds ? true : undefined}
                      onCheckedChange={(checked) => field.onChange(toggleRole(field.value, role._id, checked === true))}
                      onBlur={field.onBlur}
                    />
                  </FormField>
                ))}
                {rolesNote ? <p className="text-sm text-ink-muted">{rolesNote}</p> : null}
              </div>
            )}
          />
          {errors.roleIds ? (
            <p id="account-roles-error" className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-danger">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{errors.roleIds.message}</span>
            </p>
          ) : (
            <p id="account-roles-hint" className="mt-2 text-sm text-ink-muted">
              Khách hàng là tài khoản không có vai trò nhân viên. Master quản lý tài khoản, nhân sự và chức vụ; tài khoản Master không thể bị khóa, xóa hay gỡ vai trò.
            </p>
          )}
        </fieldset>
        <FormField label="Chi nhánh làm việc" hint="Kỹ thuật viên thấy việc của chi nhánh này trên máy tính bảng ở xưởng; nhân viên mở lịch hẹn theo chi nhánh này.">
          <Select options={branchOptions} {...register('branch')} />
        </FormField>
      </fieldset>
      {locked ? null : <FormActions submitLabel="Cập nhật" pending={isSubmitting} onReset={() => reset(initial)} />}
    </form>
  );
}
