import { useState } from 'react';
import type { AuthDialogName } from './auth-dialogs-context';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import type { SignedIn } from './signed-in';
import { browserSocialSdk, type SocialSdk } from './social-sdk';
import { VerifyDialog } from './verify-dialog';

export interface AuthDialogSetProps {
  current: AuthDialogName | null;
  /** Closes `name` unless another dialog has taken its place already. */
  closeUnless: (name: AuthDialogName) => (isOpen: boolean) => void;
  open: (name: AuthDialogName, email?: string) => void;
  /** The e-mail carried between dialogs. */
  email: string;
  setEmail: (email: string) => void;
  /** Google and Facebook SDKs; the built app's configuration by default (loaded with this chunk, not with the page). */
  socialSdk?: SocialSdk;
  onSignedIn: (result: SignedIn) => void;
  onVerified: () => void;
  onClose: () => void;
}

/**
 * The login, registration, verification and password-reset dialogs. Their forms (react-hook-form,
 * the code input, the image picker) are loaded with this module the first time a visitor opens
 * one of them, not with every page.
 */
export function AuthDialogSet({ current, closeUnless, open, email, setEmail, socialSdk = browserSocialSdk, onSignedIn, onVerified, onClose }: AuthDialogSetProps) {
  // The password typed just before the code was mailed, kept in memory for the verification
  // dialog of that same e-mail until it closes.
  const [typed, setTyped] = useState<{ email: string; password: string } | null>(null);
  const toVerify = (address: string, password: string) => {
    setTyped({ email: address, password });
    open('verify', address);
  };
  const closeVerify = closeUnless('verify');

  return (
    <>
      <LoginDialog
        open={current === 'login'}
        onOpenChange={closeUnless('login')}
        defaultEmail={email}
        socialSdk={socialSdk}
        onSignedIn={onSignedIn}
        onForgotPassword={(typed) => open('forgot', typed)}
        onRegister={() => open('register')}
        onUnverified={toVerify}
      />
      <RegisterDialog
        open={current === 'register'}
        onOpenChange={closeUnless('register')}
        onRegistered={toVerify}
        onForgotPassword={() => open('forgot')}
        onLogin={() => open('login')}
      />
      <VerifyDialog
        open={current === 'verify'}
        onOpenChange={(isOpen) => {
          if (!isOpen) setTyped(null);
          closeVerify(isOpen);
        }}
        email={email}
        password={typed?.email === email ? typed.password : undefined}
        onVerified={(signedIn) => {
          setTyped(null);
          // Verified with the password just typed: signed in at once, no second login.
          if (signedIn) onSignedIn(signedIn);
          else onVerified();
        }}
      />
      <ResetPasswordDialog
        open={current === 'forgot'}
        onOpenChange={closeUnless('forgot')}
        defaultEmail={email}
        onDone={(done) => {
          setEmail(done);
          onClose();
        }}
      />
    </>
  );
}
