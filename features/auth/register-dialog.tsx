import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { registerBodySchema } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { useToast } from '../../ui/toast';
import { errorStatus, serverMessage } from './api-error';
import { useRegister } from '../../entities/account/register-account';
import { ConsentFields, isNoticeOutdated, useConsentBoxes } from '../../entities/privacy/consent-fields';
import { AvatarField } from './avatar-field';
import { FormAlert } from './form-alert';

export interface RegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A code went to this e-mail for this registration (and its password): time for the verification dialog. */
  onRegistered: (email: string, password: string) => void;
  onForgotPassword: () => void;
  onLogin: () => void;
}

const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string().min(1, messages.validation.passwordConfirmRequired) })
  .refine((values) => values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    message: messages.validation.passwordConfirmMismatch,
  });
type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormValues = z.output<typeof registerFormSchema>;

const emptyForm: RegisterFormInput = { fullName: '', email: '', password: '', confirmPassword: '', image: null };

function RegisterForm({ onRegistered, onForgotPassword, onLogin }: Omit<RegisterDialogProps, 'open' | 'onOpenChange'>) {
  const toast = useToast();
  const { trigger, isMutating } = useRegister();
  const consent = useConsentBoxes();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({ resolver: zodResolver(registerFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(
    async ({ fullName, email, password, image }) => {
      setFailure(null);
      // The consent is the person's own tick, sent with the notice's version it names.
      const consents = consent.take();
      if (!consents) return;
      try {
        const answer = await trigger({ fullName, email, password, image: image || null, consents });
        toast.success(answer.message || messages.auth.registerSuccess);
        onRegistered(email, password);
      } catch (error) {
        // A refusal the user can act on (a rejected picture) says why under the generic title.
        const status = errorStatus(error);
        const reason = status !== undefined && status >= 400 && status < 500 ? serverMessage(error) : undefined;
        if (reason) toast.show({ severity: 'error', title: messages.auth.registerFailed, message: reason });
        else toast.error(messages.auth.registerFailed);
        setFailure(reason ? `${messages.auth.registerFailed} ${reason}` : messages.auth.registerFailed);
        // The notice changed meanwhile: the boxes name the new one, to be ticked again.
        if (isNoticeOutdated(error)) consent.refresh();
      }
    },
    // The other fields' errors take the focus; the box says it is missing too.
    () => void consent.take({ focus: false }),
  );

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onSubmit} aria-label="Đăng ký tài khoản" className="space-y-4">
        <FormAlert message={failure} />
        <FormField label="Họ và tên" required error={errors.fullName?.message}>
          <Input autoComplete="name" autoFocus {...register('fullName')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Mật khẩu" required error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Xác nhận mật khẩu" required error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </div>
        <FormField label="Ảnh đại diện" error={errors.image?.message}>
          <Controller
            control={control}
            name="image"
            render={({ field }) => <AvatarField value={field.value ?? null} onChange={field.onChange} disabled={isMutating} />}
          />
        </FormField>
        <ConsentFields {...consent.fields} disabled={isMutating} />
        <Button type="submit" size="lg" fullWidth pending={isMutating}>
          <UserPlus aria-hidden="true" />
          Đăng ký
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
        <Button type="button" variant="link" size="sm" onClick={onForgotPassword}>
          Quên mật khẩu?
        </Button>
        <span>
          Đã có tài khoản?{' '}
          <Button type="button" variant="link" size="sm" onClick={onLogin}>
            Đăng nhập
          </Button>
        </span>
      </div>
    </div>
  );
}

/** A new customer account; a six-digit code then goes to the e-mail. */
export function RegisterDialog({ open, onOpenChange, ...props }: RegisterDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Đăng ký tài khoản" description="Tạo tài khoản để đặt dịch vụ và theo dõi đơn hàng." size="md">
      <RegisterForm {...props} />
    </Dialog>
  );
}
