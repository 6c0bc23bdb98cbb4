import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { fullNameSchema, profileAddressSchema, profilePhoneSchema, type Account } from '../../contract/accounts';
import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { ImagePicker } from '../../ui/image-picker';
import { Input } from '../../ui/input';
import { useToast } from '../../ui/toast';
import { AccountLoader } from './account-loader';
import { useUpdateAccount } from '../../entities/account/update-account';
import { imageChange } from './image-change';
import { refusalReason } from './load-error';

export interface AccountUpdateFormProps {
  /** The signed-in user's id. */
  accountId: string;
  /** The account as saved: the app keeps the stored user (header name and picture) in step. */
  onSaved?: (account: Account) => void;
}

const updateFormSchema = z.object({ fullName: fullNameSchema, phone: profilePhoneSchema, address: profileAddressSchema, image: z.string().nullable() });
type UpdateFormInput = z.input<typeof updateFormSchema>;
type UpdateFormValues = z.output<typeof updateFormSchema>;

function UpdateForm({ account, onSaved }: { account: Account; onSaved?: (account: Account) => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger, isMutating } = useUpdateAccount(account._id);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateFormInput, unknown, UpdateFormValues>({
    resolver: zodResolver(updateFormSchema),
    defaultValues: { fullName: account.fullName, phone: account.phone, address: account.address, image: account.image },
  });

  const onSubmit = handleSubmit(async ({ fullName, phone, address, image }) => {
    try {
      const answer = await trigger({ fullName, phone, address, image: imageChange(account.image, image) });
      toast.success(answer.message || messages.account.updateSuccess);
      onSaved?.(answer.account);
      navigate('/account/profile');
    } catch (error) {
      // The server refused and said why (4xx), or the call itself failed (network, 5xx).
      const reason = refusalReason(error);
      if (reason) {
        toast.show({ severity: 'error', title: messages.account.updateFailed, message: reason });
      } else {
        toast.error(messages.account.updateInfoFailed);
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Cập nhật tài khoản" className="space-y-5 rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
      <fieldset disabled={isMutating} className="min-w-0 space-y-5">
        <FormField label="Họ và tên" required error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label="Email" hint="Email dùng để đăng nhập và không thể thay đổi.">
          <Input type="email" value={account.email} readOnly />
        </FormField>
        <FormField label="Số điện thoại" hint="Gồm 10 chữ số; dùng sẵn khi đặt hàng. Để trống nếu không muốn lưu." error={errors.phone?.message}>
          <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label="Địa chỉ nhận hàng" hint="Dùng sẵn khi đặt hàng. Để trống nếu không muốn lưu." error={errors.address?.message}>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label="Ảnh đại diện" error={errors.image?.message}>
          <Controller
            control={control}
            name="image"
            render={({ field }) => (
              <ImagePicker
                multiple={false}
                maxBytes={IMAGE_MAX_BYTES}
                value={field.value ? [field.value] : []}
                onChange={(images) => field.onChange(images[0] ?? null)}
                label="Chọn ảnh đại diện mới"
                hint="Ảnh JPEG, PNG, WebP hoặc GIF, tối đa 5MB. Xóa ảnh để dùng biểu tượng mặc định."
                rejectionMessage={(reason) => (reason === 'too-large' ? messages.validation.imageTooLarge : messages.validation.imageInvalidType)}
                previewAlt={() => 'Ảnh đại diện'}
                removeLabel={() => 'Xóa ảnh đại diện'}
              />
            )}
          />
        </FormField>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/account/profile">
            <X aria-hidden="true" />
            {messages.common.cancel}
          </Link>
        </Button>
        <Button type="submit" pending={isMutating}>
          <Save aria-hidden="true" />
          Lưu thay đổi
        </Button>
      </div>
    </form>
  );
}

/** `/account/update`: full name, phone, address and picture; the e-mail stays as it is. Back to the profile after saving. */
export function AccountUpdateForm({ accountId, onSaved }: AccountUpdateFormProps) {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold text-navy-900">Cập nhật tài khoản</h1>
      <AccountLoader accountId={accountId}>{(account) => <UpdateForm account={account} onSaved={onSaved} />}</AccountLoader>
    </div>
  );
}
