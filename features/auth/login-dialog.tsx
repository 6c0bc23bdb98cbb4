import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginBodySchema } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { useToast } from '../../ui/toast';
import { errorStatus, serverMessage } from './api-error';
import { loginErrorMessage } from './login-error';
import { useLogin } from '../../entities/account/login';
import { FormAlert } from './form-alert';
import { userFromLogin } from './session';
import type { SignedIn } from './signed-in';
import { SocialLoginButtons } from './social-login-buttons';
import type { SocialSdk } from './social-sdk';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Filled in after registration or a password reset. */
  defaultEmail?: string;
  onSignedIn: (result: SignedIn) => void;
  /** Opens the password reset with what was typed in the e-mail box, so it need not be typed again. */
  onForgotPassword: (email: string) => void;
  onRegister: () => void;
  /** The account is not verified yet; the server has just mailed a new code to it. */
  onUnverified: (email: string, password: string) => void;
  socialSdk: SocialSdk;
}

type LoginFormInput = z.input<typeof loginBodySchema>;
type LoginFormValues = z.output<typeof loginBodySchema>;

function LoginForm({ defaultEmail, onSignedIn, onForgotPassword, onRegister, onUnverified, socialSdk }: Omit<LoginDialogProps, 'open' | 'onOpenChange'>) {
  const toast = useToast();
  const { trigger, isMutating } = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await trigger(values);
      onSignedIn({ token: answer.token, user: userFromLogin(answer), message: messages.auth.loginSuccess });
    } catch (error) {
      const message = loginErrorMessage(error);
      toast.error(message);
      setFailure(message);
      if (errorStatus(error) === 403 && serverMessage(error) === messages.auth.accountNotVerified) onUnverified(values.email, values.password);
    }
  });

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} aria-label="Đăng nhập" className="space-y-4">
        <FormAlert message={failure} />
        <FormField label={messages.auth.emailOrUsernameLabel} required error={errors.email?.message}>
          <Input type="email" autoComplete="username" autoFocus={!defaultEmail} {...register('email')} />
        </FormField>
        <FormField label="Mật khẩu" required error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" autoFocus={Boolean(defaultEmail)} {...register('password')} />
        </FormField>
        <div className="flex justify-end">
          <Button type="button" variant="link" size="sm" onClick={() => onForgotPassword(getValues('email').trim())}>
            Quên mật khẩu?
          </Button>
        </div>
        <Button type="submit" size="lg" fullWidth pending={isMutating}>
          <LogIn aria-hidden="true" />
          Đăng nhập
        </Button>
      </form>
      <SocialLoginButtons sdk={socialSdk} onSignedIn={onSignedIn} disabled={isMutating} />
      <p className="text-center text-sm text-ink-muted">
        Chưa có tài khoản?{' '}
        <Button type="button" variant="link" size="sm" onClick={onRegister}>
          Đăng ký ngay
        </Button>
      </p>
    </div>
  );
}

/** E-mail (or user name) and password, with Google and Facebook when configured. */
export function LoginDialog({ open, onOpenChange, ...props }: LoginDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Đăng nhập" description="Đăng nhập để đặt dịch vụ, theo dõi đơn hàng và lưu dịch vụ yêu thích." size="sm">
      <LoginForm {...props} />
    </Dialog>
  );
}
