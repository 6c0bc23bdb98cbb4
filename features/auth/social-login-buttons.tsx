import { useEffect, useState } from 'react';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { errorStatus, serverMessage } from './api-error';
import { useSocialLogin, type SocialProvider } from '../../entities/account/social-login';
import { FormAlert } from './form-alert';
import { userFromSocial } from './session';
import type { SignedIn } from './signed-in';
import { FACEBOOK_SCOPE, GOOGLE_SCOPE, type SocialSdk } from './social-sdk';

export interface SocialLoginButtonsProps {
  sdk: SocialSdk;
  onSignedIn: (result: SignedIn) => void;
  /** While the e-mail login is running. */
  disabled?: boolean;
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#1877F2" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
    </svg>
  );
}

/**
 * Google (Identity Services token client) and Facebook (JS SDK) sign-in. Each button
 * shows only when its id is configured; the SDK starts loading as soon as it shows, so
 * the provider's popup opens right on the click.
 */
export function SocialLoginButtons({ sdk, onSignedIn, disabled = false }: SocialLoginButtonsProps) {
  const toast = useToast();
  const { trigger } = useSocialLogin();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (message: string) => {
    toast.error(message);
    setFailure(message);
    setPending(null);
  };

  useEffect(() => {
    if (sdk.googleClientId) sdk.loadGoogle().catch(() => undefined);
    if (sdk.facebookAppId) sdk.loadFacebook().catch(() => undefined);
  }, [sdk]);

  if (!sdk.googleClientId && !sdk.facebookAppId) return null;

  const exchange = async (provider: SocialProvider, accessToken: string) => {
    try {
      const answer = await trigger({ provider, accessToken });
      onSignedIn({
        token: answer.token,
        user: userFromSocial(answer.user),
        message: provider === 'google' ? messages.auth.googleLoginSuccess : messages.auth.facebookLoginSuccess,
      });
    } catch (error) {
      const status = errorStatus(error);
      if (provider === 'google') fail(status === 403 ? messages.auth.accountLocked : messages.auth.googleLoginFailed);
      else if (status === 0) fail(messages.auth.facebookLoginNetworkError);
      else fail(serverMessage(error) ?? messages.auth.facebookLoginFailed);
    } finally {
      setPending(null);
    }
  };

  const signInWithGoogle = async () => {
    const clientId = sdk.googleClientId;
    if (!clientId) return;
    setPending('google');
    setFailure(null);
    try {
      const google = await sdk.loadGoogle();
      const client = google.accounts.oauth2.initTokenClient({
        client_id: clientId,
        scope: GOOGLE_SCOPE,
        callback: (response) => {
          if (response.error || !response.access_token) {
            fail(messages.auth.googleLoginFailed);
            return;
          }
          void exchange('google', response.access_token);
        },
        error_callback: () => fail(messages.auth.googleLoginFailed),
      });
      client.requestAccessToken();
    } catch {
      fail(messages.auth.googleLoginFailed);
    }
  };

  const signInWithFacebook = async () => {
    setPending('facebook');
    setFailure(null);
    try {
      const facebook = await sdk.loadFacebook();
      facebook.login(
        (response) => {
          const accessToken = response.authResponse?.accessToken;
          if (!accessToken) {
            toast.info(messages.auth.facebookLoginCancelled);
            setPending(null);
            return;
          }
          void exchange('facebook', accessToken);
        },
        { scope: FACEBOOK_SCOPE },
      );
    } catch {
      fail(messages.auth.facebookSdkInitFailed);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-muted uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        hoặc
        <span className="h-px flex-1 bg-line" />
      </div>
      <FormAlert message={failure} />
      <div className="grid gap-2 sm:grid-cols-2">
        {sdk.googleClientId ? (
          <Button
            type="button"
            variant="outline"
            fullWidth
            disabled={disabled || pending !== null}
            pending={pending === 'google'}
            onClick={() => void signInWithGoogle()}
          >
            <GoogleMark />
            Đăng nhập với Google
          </Button>
        ) : null}
        {sdk.facebookAppId ? (
          <Button
            type="button"
            variant="outline"
            fullWidth
            disabled={disabled || pending !== null}
            pending={pending === 'facebook'}
            onClick={() => void signInWithFacebook()}
          >
            <FacebookMark />
            Đăng nhập với Facebook
          </Button>
        ) : null}
      </div>
    </div>
  );
}
