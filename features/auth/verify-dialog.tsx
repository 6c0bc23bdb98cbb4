import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SUCCESS_STATUS, verifyBodySchema } from '../../contract/accounts';
import { CODE_LENGTH, CODE_TTL_MINUTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { MailedCodeField } from './mailed-code-field';
import { Dialog } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import { serverMessage } from './api-error';
import { useResendCode } from '../../entities/account/resend-code';
import { useVerifyAccount } from '../../entities/account/verify-account';
import { fullCodeSchema } from './code-field';
import { FormAlert } from './form-alert';
import { ResendCodeButton } from './resend-code-button';
import { userFromLogin } from './session';
import type { SignedIn } from './signed-in';

export interface VerifyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The e-mail the code was sent to. */
  email: string;
  /**
   * The password just typed at registration or sign-in: sent with the code, it tells the server
   * which registration of this e-mail the code must belong to (another person may have
   * registered the same address meanwhile). Unknown when the dialog is opened on its own.
   */
  password?: string | undefined;
  /**
   * The code was accepted. Sent with the password, the answer signs the customer in (a token
   * and the user, as a login's): the session to store, or null when the server only verified.
   */
  onVerified: (signedIn: SignedIn | null) => void;
  /**
   * Seconds before "Gửi lại mã" can be pressed, counted from the opening (a code has just been
   * mailed) and again after each resend.
   */
  resendCooldownSeconds?: number;
}

const verifyFormSchema = verifyBodySchema.pick({ code: true }).extend({ code: fullCodeSchema });
type VerifyFormInput = z.input<typeof verifyFormSchema>;
type VerifyFormValues = z.output<typeof verifyFormSchema>;

function VerifyForm({ email, password, onVerified, resendCooldownSeconds }: Omit<VerifyDialogProps, 'open' | 'onOpenChange'>) {
  const toast = useToast();
  const { trigger, isMutating } = useVerifyAccount();
  const resend = useResendCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<VerifyFormInput, unknown, VerifyFormValues>({ resolver: zodResolver(verifyFormSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const answer = await trigger(password ? { email, code, password } : { email, code });
      if ('token' in answer) {
        // The sign-in shows its own toast once the page has loaded as the new user.
        onVerified({ token: answer.token, user: userFromLogin(answer), message: answer.message || messages.auth.verifySignedIn });
        return;
      }
      toast.success(answer.message || messages.auth.verifySuccess);
      onVerified(null);
    } catch (error) {
      const message = serverMessage(error) ?? messages.auth.verifyFailed;
      toast.error(message);
      setFailure(message);
      setValue('code', '');
    }
  });

  const sendAgain = async (): Promise<boolean> => {
    setFailure(null);
    try {
      const answer = await resend.trigger({ email });
      if (answer.status !== SUCCESS_STATUS) throw new Error(answer.message);
      toast.success(answer.message);
      setValue('code', '');
      return true;
    } catch (error) {
      const message = serverMessage(error) ?? messages.auth.resendCodeFailed;
      toast.error(message);
      setFailure(message);
      return false;
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Xác thực tài khoản" className="space-y-5">
      <FormAlert message={failure} />
      <MailedCodeField control={control} name="code" error={errors.code?.message} disabled={isMutating} onTyped={() => setFailure(null)} />
      <Button type="submit" size="lg" fullWidth pending={isMutating}>
        <ShieldCheck aria-hidden="true" />
        Xác thực
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Không nhận được mã hoặc mã đã hết hạn?{' '}
        <ResendCodeButton onResend={sendAgain} sending={resend.isMutating} cooldownSeconds={resendCooldownSeconds} />
      </p>
    </form>
  );
}

/**
 * The six-digit code mailed after registration (or after a login of an unverified account);
 * with the password typed there, a right code also signs the customer in.
 */
export function VerifyDialog({ open, onOpenChange, email, password, onVerified, resendCooldownSeconds }: VerifyDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Xác thực tài khoản"
      description={
        <>
          Nhập mã {CODE_LENGTH} số đã được gửi đến <strong className="font-semibold text-ink">{email}</strong>. Mã có hiệu lực trong {CODE_TTL_MINUTES} phút.
        </>
      }
    >
      <VerifyForm email={email} password={password} onVerified={onVerified} resendCooldownSeconds={resendCooldownSeconds} />
    </Dialog>
  );
}
