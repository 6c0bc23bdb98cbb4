import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { forgotPasswordBodySchema, resetPasswordBodySchema, SUCCESS_STATUS } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { MailedCodeField } from './mailed-code-field';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { useToast } from '../../ui/toast';
import { serverMessage } from './api-error';
import { useForgotPassword } from '../../entities/account/forgot-password';
import { useResetPassword } from '../../entities/account/reset-password';
import { fullCodeSchema } from './code-field';
import { FormAlert } from './form-alert';
import { ResendCodeButton } from './resend-code-button';

export interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
  /** The new password is set; the e-mail can prefill the login. */
  onDone: (email: string) => void;
  /** Seconds before the code may be sent again (the contract's wait unless a story shortens it). */
  resendCooldownSeconds?: number;
}

type EmailInput = z.input<typeof forgotPasswordBodySchema>;
type EmailValues = z.output<typeof forgotPasswordBodySchema>;

const resetFormSchema = resetPasswordBodySchema
  .omit({ email: true })
  .extend({
    verificationCode: fullCodeSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: messages.validation.passwordConfirmMismatch,
  });
type ResetInput = z.input<typeof resetFormSchema>;
type ResetValues = z.output<typeof resetFormSchema>;

function useRequestCode() {
  const toast = useToast();
  const { trigger, isMutating } = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const request = async (email: string): Promise<boolean> => {
    setFailure(null);
    try {
      const answer = await trigger({ email });
      if (answer.status !== SUCCESS_STATUS) {
        toast.error(answer.message);
        setFailure(answer.message);
        return false;
      }
      toast.success(answer.message);
      return true;
    } catch (error) {
      const message = serverMessage(error) ?? (error instanceof Error ? error.message : messages.common.unknownError);
      toast.error(message);
      setFailure(message);
      return false;
    }
  };
  return { request, isMutating, failure };
}

function EmailStep({ defaultEmail, onSent }: { defaultEmail?: string; onSent: (email: string) => void }) {
  const { request, isMutating, failure } = useRequestCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailInput, unknown, EmailValues>({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: defaultEmail ?? '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await request(email)) onSent(email);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Nhận mã đặt lại mật khẩu" className="space-y-4">
      <FormAlert message={failure} />
      <FormField label="Email" required error={errors.email?.message} hint="Chúng tôi sẽ gửi mã xác nhận 6 số đến email này.">
        <Input type="email" autoComplete="email" autoFocus {...register('email')} />
      </FormField>
      <Button type="submit" size="lg" fullWidth pending={isMutating}>
        <Mail aria-hidden="true" />
        Gửi mã xác nhận
      </Button>
    </form>
  );
}

interface ResetStepProps {
  email: string;
  onDone: (email: string) => void;
  onChangeEmail: () => void;
  resendCooldownSeconds?: number;
}

function ResetStep({ email, onDone, onChangeEmail, resendCooldownSeconds }: ResetStepProps) {
  const toast = useToast();
  const resend = useRequestCode();
  const { trigger, isMutating } = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { verificationCode: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ verificationCode, newPassword }) => {
    setFailure(null);
    try {
      const answer = await trigger({ email, verificationCode, newPassword });
      toast.success(answer.message || messages.auth.resetPasswordSuccess);
      onDone(email);
    } catch (error) {
      const message = serverMessage(error) ?? messages.auth.resetPasswordFailed;
      toast.error(message);
      setFailure(message);
      setValue('verificationCode', '');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Đặt lại mật khẩu" className="space-y-4">
      <FormAlert message={failure ?? resend.failure} />
      <p className="text-sm text-ink-muted">
        Mã xác nhận đã được gửi đến <strong className="font-semibold text-ink">{email}</strong>.{' '}
        <Button type="button" variant="link" size="sm" onClick={onChangeEmail}>
          Đổi email
        </Button>
      </p>
      <MailedCodeField control={control} name="verificationCode" error={errors.verificationCode?.message} disabled={isMutating} onTyped={() => setFailure(null)} />
      <FormField label="Mật khẩu mới" required error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label="Xác nhận mật khẩu mới" required error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" fullWidth pending={isMutating}>
        <KeyRound aria-hidden="true" />
        Đặt lại mật khẩu
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Không nhận được mã?{' '}
        <ResendCodeButton onResend={() => resend.request(email)} sending={resend.isMutating} cooldownSeconds={resendCooldownSeconds} />
      </p>
    </form>
  );
}

/** Forgotten password in two steps: the e-mail, then the mailed code with the new password. */
export function ResetPasswordDialog({ open, onOpenChange, defaultEmail, onDone, resendCooldownSeconds }: ResetPasswordDialogProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Every opening starts again at step 1, however the dialog was closed last time.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSentTo(null);
  }

  const changeOpen = (next: boolean) => {
    if (!next) setSentTo(null);
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      size="sm"
      title="Quên mật khẩu"
      description={sentTo ? 'Bước 2/2: nhập mã xác nhận và mật khẩu mới.' : 'Bước 1/2: nhập email đã đăng ký để nhận mã xác nhận.'}
    >
      {sentTo ? (
        <ResetStep
          email={sentTo}
          resendCooldownSeconds={resendCooldownSeconds}
          onChangeEmail={() => setSentTo(null)}
          onDone={(email) => {
            setSentTo(null);
            onDone(email);
          }}
        />
      ) : (
        <EmailStep defaultEmail={defaultEmail} onSent={setSentTo} />
      )}
    </Dialog>
  );
}
